import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { connect, createServer as createTcpServer, Server as TcpServer, Socket } from 'node:net';
import { API_ONLY } from './api-only';

const portOf = (server: Server | TcpServer) => (server.address() as { port: number }).port;

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

/**
 * A TCP proxy in front of PostgreSQL that can freeze: then nothing more passes on the connections it has, and the ones
 * it accepts after are never taken to the database, as when the database hangs.
 */
class FreezingProxy {
  readonly server: TcpServer;
  private readonly sockets = new Set<Socket>();
  private readonly pairs: Array<[Socket, Socket]> = [];
  private frozen = false;

  constructor(target: URL) {
    this.server = createTcpServer((client) => {
      this.track(client);
      if (this.frozen) return client.pause();
      const database = this.track(connect(Number(target.port), target.hostname));
      client.pipe(database);
      database.pipe(client);
      this.pairs.push([client, database]);
    });
  }

  private track(socket: Socket): Socket {
    this.sockets.add(socket);
    socket.once('close', () => this.sockets.delete(socket));
    socket.on('error', () => undefined);
    return socket;
  }

  /** With `dropping`, the connections it has are closed too, as when the service's pooled connections have timed out. */
  freeze(dropping: boolean): void {
    this.frozen = true;
    for (const [client, database] of this.pairs) {
      client.unpipe(database);
      database.unpipe(client);
      client.pause();
      database.pause();
      if (dropping) client.destroy();
    }
  }

  close(): void {
    for (const socket of this.sockets) socket.destroy();
    this.server.close();
  }
}

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
    const proxy = new FreezingProxy(new URL(db.url));
    await new Promise<void>((r) => proxy.server.listen(0, '127.0.0.1', r));
    const throughProxy = new URL(db.url);
    throughProxy.host = `127.0.0.1:${portOf(proxy.server)}`;
    const service = await startService(throughProxy.href, { LOG_LEVEL: 'info' });
    const gateway = await startGateway(service.url, { ...API_ONLY, RESPONSE_CACHE_MB: '0' });
    try {
      proxy.freeze(dropping);
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
      proxy.close();
      for (const { requestId } of asked) await eventually(async () => expect(serviceLines(service, requestId).length).toBeGreaterThan(0), 10_000);
      await new Promise((r) => setTimeout(r, 1_000));
      for (const { requestId } of asked) expect(serviceLines(service, requestId)).toHaveLength(1);
    } finally {
      proxy.close();
      await gateway.stop();
      await service.stop();
    }
  });
});
