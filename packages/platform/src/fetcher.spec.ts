import { apiRequest, HttpError } from './fetcher';

type Call = { url: string; init: RequestInit };

/** A stand-in network: answers each call with the next status, or fails it like a lost connection. */
function network(...answers: Array<number | 'lost'>) {
  const calls: Call[] = [];
  global.fetch = jest.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init! });
    const answer = answers.shift();
    if (answer === 'lost') throw new TypeError('Failed to fetch');
    const status = answer as number;
    return { ok: status < 300, status, statusText: '', text: async () => '{"ok":true}' } as Response;
  }) as typeof fetch;
  const key = (i: number) => (calls[i].init.headers as Record<string, string>)['Idempotency-Key'];
  return { calls, key };
}

describe('apiRequest', () => {
  it('sends a write again with the same Idempotency-Key after a lost connection or a 5xx, so it is applied once', async () => {
    const { key } = network('lost', 503, 201);
    const message = { name: 'Jordan', message: 'Hello there' };
    await expect(apiRequest('POST', '/api/contact-messages', message)).rejects.toThrow('Failed to fetch');
    await expect(apiRequest('POST', '/api/contact-messages', message)).rejects.toBeInstanceOf(HttpError);
    await apiRequest('POST', '/api/contact-messages', message);
    expect(key(0)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect([key(1), key(2)]).toEqual([key(0), key(0)]);
  });

  it('gives a write answered OK, or refused, a new key the next time it is sent', async () => {
    const { key } = network(201, 201, 400, 201);
    await apiRequest('POST', '/api/drivers/1000/download');
    await apiRequest('POST', '/api/drivers/1000/download');
    await expect(apiRequest('POST', '/api/contact-messages', { name: 'J' })).rejects.toBeInstanceOf(HttpError);
    await apiRequest('POST', '/api/contact-messages', { name: 'J' });
    expect(new Set([key(0), key(1), key(2), key(3)]).size).toBe(4);
  });

  it('gives another write its own key, and a read none', async () => {
    const { calls, key } = network('lost', 201, 200);
    await expect(apiRequest('POST', '/api/contact-messages', { name: 'A' })).rejects.toThrow();
    await apiRequest('POST', '/api/contact-messages', { name: 'B' });
    await apiRequest('GET', '/api/categories');
    expect(key(1)).not.toBe(key(0));
    expect(calls[2].init.headers).toEqual({});
  });
});
