import { HttpError } from '@driveratlas/platform';
import { apiUpload } from './upload';

/** Answers each upload with the next status; the Idempotency-Key of each is kept. */
function answerWith(...statuses: number[]): string[] {
  const keys: string[] = [];
  globalThis.fetch = jest.fn(async (_url: string, init: RequestInit) => {
    keys.push((init.headers as Record<string, string>)['Idempotency-Key']);
    const status = statuses.shift() ?? 200;
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify({ status }) } as Response;
  }) as unknown as typeof fetch;
  return keys;
}

const form = (name: string) => {
  const body = new FormData();
  body.append('files', new File(['[Version]'], name, { lastModified: 1 }), name);
  return body;
};

describe('an upload', () => {
  it('sends the same Idempotency-Key again for the same files until it is answered, then a new one', async () => {
    const keys = answerWith(503, 200, 200);
    await expect(apiUpload('/api/admin/drivers/7/inf', form('a.inf'))).rejects.toBeInstanceOf(HttpError);
    await apiUpload('/api/admin/drivers/7/inf', form('a.inf'));
    await apiUpload('/api/admin/drivers/7/inf', form('a.inf'));
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('gives other files their own key, and throws the refusal with its body', async () => {
    const keys = answerWith(400, 400);
    await expect(apiUpload('/api/admin/drivers/7/inf', form('a.inf'))).rejects.toMatchObject({ status: 400, body: '{"status":400}' });
    await expect(apiUpload('/api/admin/drivers/7/inf', form('b.inf'))).rejects.toMatchObject({ status: 400 });
    expect(keys[1]).not.toBe(keys[0]);
  });
});
