// For the drivers tab's specs: a stand-in for the service that keeps what a dialog sent.

export interface Sent {
  call: string;
  files: string[];
  key: string | undefined;
  /** A JSON body, as sent. */
  body: unknown;
}

/** The service's answers by method and path ([status, body]); what the dialog sent is kept, with the files' names. */
export function answer(answers: Record<string, [number, unknown]>): Sent[] {
  const sent: Sent[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const files = init.body instanceof FormData ? init.body.getAll('files').map((file) => (file as File).name) : [];
    const sentBody = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    sent.push({ call: `${init.method} ${url}`, files, key: (init.headers as Record<string, string> | undefined)?.['Idempotency-Key'], body: sentBody });
    const [status, body] = answers[`${init.method} ${url}`] ?? [404, {}];
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}
