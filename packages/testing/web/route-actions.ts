import type { ActionAnswer, ActionInput, RouteAction } from '@driveratlas/site-contracts';

/** A call a route's action made of the service: its method and path, and the options it gave the client. */
export interface ServiceCall {
  method: string;
  path: string;
  init: { body?: unknown; headers?: Record<string, string>; bodySerializer?: (body: unknown) => unknown; parseAs?: string };
}

/** How the stand-in service answers a call: a status with a JSON body (and headers), or a failure to answer. */
export type StandInAnswer = { status: number; body?: unknown; headers?: Record<string, string> } | Error;

export interface ActionRun {
  answer: ActionAnswer;
  calls: ServiceCall[];
  warnings: string[];
}

/**
 * Runs a route's action as the gateway runs it, on the form's `fields` and `files`, against a stand-in for the
 * service's generated client that answers each call with `service(call)` (a 200 with `{}` by default). Answers what the
 * action answered, the calls it made, and what it warned of.
 */
export async function runAction(
  action: RouteAction,
  {
    fields = {},
    files = {},
    visit = {},
    service = () => ({ status: 200, body: {} }),
  }: {
    fields?: Record<string, string>;
    files?: Record<string, Uint8Array>;
    visit?: Partial<ActionInput['visit']>;
    service?: (call: ServiceCall) => StandInAnswer;
  } = {},
): Promise<ActionRun> {
  const calls: ServiceCall[] = [];
  const warnings: string[] = [];
  const call =
    (method: string) =>
    async (path: string, init: ServiceCall['init'] = {}) => {
      const made = { method, path, init };
      calls.push(made);
      const answered = service(made);
      if (answered instanceof Error) throw answered;
      const response = new Response(JSON.stringify(answered.body ?? null), { status: answered.status, headers: answered.headers });
      const body = init.parseAs === 'text' ? JSON.stringify(answered.body ?? null) : answered.body;
      return answered.status < 300 ? { data: body, response } : { error: answered.body, response };
    };
  const api = { GET: call('GET'), POST: call('POST'), PUT: call('PUT'), PATCH: call('PATCH'), DELETE: call('DELETE') } as unknown as ActionInput['api'];
  const answer = await action.run({
    fields: new Map(Object.entries(fields)),
    files: new Map(Object.entries(files)),
    params: {},
    visit: { requestId: 'request-1', cookie: '', gpc: false, secure: false, ...visit },
    api,
    warn: (message) => void warnings.push(message),
  });
  return { answer, calls, warnings };
}
