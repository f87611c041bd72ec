import {
  arrivedBefore,
  createTestDatabase,
  DatabaseLink,
  eventually,
  logLines,
  logLinesBeforeNextRequest,
  type LogLine,
  RunningApp,
  startGateway,
  startService,
  TestDatabase,
} from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { API_ONLY, useApiGateway } from './api-only';

const portOf = (server: Server) => (server.address() as { port: number }).port;

/** Of `lines`, the access-log lines of the request with this id. */
const accessLinesOf = (lines: LogLine[], requestId: string) => lines.filter((line) => line.reqId === requestId && line.msg === 'request completed');

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
    // A try of it sent again, even one that did not hold its answer up, would come before a later request.
    const later = randomUUID();
    await fetch(`${gateway.url}/api/health`, { headers: { 'x-request-id': later } });
    expect(
      (
        await arrivedBefore(
          () => received,
          (id) => id === later,
        )
      ).filter((id) => id === requestId),
    ).toHaveLength(1);
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
      for (const { requestId } of asked) await eventually(async () => expect(accessLinesOf(logLines(service), requestId).length).toBeGreaterThan(0), 10_000);
      // Once more lines come of a later request, still one of each.
      const lines = await logLinesBeforeNextRequest(service);
      for (const { requestId } of asked) expect(accessLinesOf(lines, requestId)).toHaveLength(1);
    } finally {
      await link.down();
      await gateway.stop();
      await service.stop();
    }
  });
});

describe('a stopped service (SIGSTOP)', () => {
  const ctx = useApiGateway();

  beforeAll(async () => {
    // The gateway hears the service's changes, so identical public reads wait for one another's answer.
    await eventually(async () => expect((await fetch(`${ctx.gateway.url}/api/categories`)).headers.get('age')).not.toBeNull(), 10_000);
  });

  /** Sends a GET and answers its status and how long it took from its own sending. */
  const timed = async (path: string, headers: Record<string, string> = {}) => {
    const started = Date.now();
    const res = await fetch(`${ctx.gateway.url}${path}`, { headers });
    await res.arrayBuffer();
    return { status: res.status, took: Date.now() - started };
  };

  it('answers two identical GETs sent half a second apart, and a request with an API key, each within 5 s of its own arrival', async () => {
    process.kill(ctx.service.pid, 'SIGSTOP');
    try {
      const first = timed('/api/drivers');
      // The time between the two is what is tested: the second arrives while the first waits.
      await new Promise((r) => setTimeout(r, 500));
      const answers = await Promise.all([first, timed('/api/drivers'), timed('/api/categories', { 'X-Api-Key': `dak_${'k'.repeat(43)}` })]);
      for (const { status, took } of answers) {
        expect([503, 504]).toContain(status);
        expect(took).toBeLessThan(5_000);
      }
    } finally {
      process.kill(ctx.service.pid, 'SIGCONT');
    }
    expect((await timed('/api/drivers')).status).toBe(200);
  });
});
