import { createTestDatabase, DatabaseLink, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { API_ONLY } from './api-only';

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** The access-log lines the service wrote for the request with this id. */
function serviceLines(service: RunningApp, requestId: string): unknown[] {
  return service
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{') && line.includes(requestId) && JSON.parse(line).msg === 'request completed');
}

describe('a service that answers 503', () => {
  /** Each request the stand-in was sent, by request id. */
  const received: string[] = [];
  let upstream: Server;
  let gateway: RunningApp;

  beforeAll(async () => {
    upstream = createServer((req, res) => {
      received.push(String(req.headers['x-request-id']));
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      res.end('{"statusCode":503,"error":"Service Unavailable","message":"The database is unavailable. Try again shortly."}');
    });
    await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
    gateway = await startGateway(`http://127.0.0.1:${portOf(upstream)}`, { ...API_ONLY, RESPONSE_CACHE_MB: '0' });
  });

  afterAll(async () => {
    await gateway?.stop();
    upstream?.close();
  });

  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/drivers'],
    ['HEAD', '/api/drivers'],
    ['POST', '/api/consent-records'],
  ])('is asked once for a %s %s, and its 503 and Retry-After go to the client as sent', async (method, path) => {
    const requestId = randomUUID();
    const started = Date.now();
    const res = await fetch(`${gateway.url}${path}`, {
      method,
      headers: { 'x-request-id': requestId, 'content-type': 'application/json' },
      body: method === 'POST' ? '{}' : undefined,
    });
    expect(Date.now() - started).toBeLessThan(1_000);
    expect([res.status, res.headers.get('retry-after')]).toEqual([503, '5']);
    if (method !== 'HEAD') expect(await res.json()).toEqual(expect.objectContaining({ message: 'The database is unavailable. Try again shortly.' }));
    // A retry would come within milliseconds: give it time to show.
    await new Promise((r) => setTimeout(r, 300));
    expect(received.filter((id) => id === requestId)).toHaveLength(1);
  });
});

describe('a frozen database', () => {
  let db: TestDatabase;

  beforeAll(async () => {
    db = await createTestDatabase();
  });

  afterAll(async () => {
    await db?.drop();
  });

  it.each([
    ['whose connections hang', false],
    ['that drops its connections and never answers new ones', true],
  ])('is answered 503 or 504 within 5 s for GET /api/health and GET /api/drivers, each asked of the service once: a database %s', async (_name, dropping) => {
    const link = await DatabaseLink.open(db.url);
    const service = await startService(link.url, { LOG_LEVEL: 'info' });
    const gateway = await startGateway(service.url, { ...API_ONLY, RESPONSE_CACHE_MB: '0' });
    try {
      link.freeze({ dropping });
      const asked = await Promise.all(
        ['/api/health', '/api/drivers'].map(async (path) => {
          const requestId = randomUUID();
          const started = Date.now();
          const res = await fetch(`${gateway.url}${path}`, { headers: { 'x-request-id': requestId } });
          return { requestId, status: res.status, retryAfter: res.headers.get('retry-after'), took: Date.now() - started };
        }),
      );
      for (const { status, retryAfter, took } of asked) {
        expect([503, 504]).toContain(status);
        if (status === 503) expect(retryAfter).toBe('5');
        expect(took).toBeLessThan(5_000);
      }
      // The database goes: what the service still waited on fails, and each request is logged, once.
      await link.down();
      for (const { requestId } of asked) await eventually(async () => expect(serviceLines(service, requestId).length).toBeGreaterThan(0), 10_000);
      await new Promise((r) => setTimeout(r, 1_000));
      for (const { requestId } of asked) expect(serviceLines(service, requestId)).toHaveLength(1);
    } finally {
      await link.down();
      await gateway.stop();
      await service.stop();
    }
  });
});
