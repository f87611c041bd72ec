import { createTestDatabase, eventually, logLines, RunningApp, startGateway, startService, TestDatabase, testRedisUrl } from '@driveratlas/testing';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import request from 'supertest';
import { LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import { START_SCRIPT_HASH } from '../src/pages/start-script';

const ADMIN_PASSWORD = 'gateway-test-password';
let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;
let webRoot: string;

function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'driveratlas-web-'));
  mkdirSync(join(root, 'shell'));
  mkdirSync(join(root, 'catalog'));
  writeFileSync(join(root, 'shell', 'index.html'), '<!doctype html><title>DriverAtlas</title><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'main.3f2a9c1d7b.js'), 'console.log("shell")');
  writeFileSync(join(root, 'shell', 'remotes.json'), '{}');
  writeFileSync(join(root, 'catalog', 'mf-manifest.json'), '{}');
  writeFileSync(join(root, 'catalog', 'remoteEntry.js'), 'var catalog;');
  writeFileSync(join(root, 'catalog', '312.9a8b7c6d5e.js'), 'var chunk;');
  return root;
}

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD, LOG_LEVEL: 'info' });
  webRoot = makeWebRoot();
  gateway = await startGateway(service.url, { LOG_LEVEL: 'info', WEB_ROOT: webRoot });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

const api = () => request(gateway.url);

/** The access-log line (JSON) a process wrote for the request with this id. */
const accessLine = (app: RunningApp, requestId: string) => logLines(app).find((entry) => entry.reqId === requestId && entry.msg === 'request completed');

describe('the gateway in front of the service', () => {
  it('serves the catalogue under /api', async () => {
    const res = await api().get('/api/drivers').expect(200).expect('content-type', /json/);
    expect(res.body.length).toBeGreaterThanOrEqual(75);
  });

  it('passes request bodies and answers through untouched', async () => {
    const message = {
      name: 'Jordan Lee',
      email: 'jordan@example.com',
      subject: 'Through the gateway',
      category: 'general-inquiry',
      message: 'Sent through the gateway.',
    };
    const res = await api().post('/api/contact-messages').send(message).expect(201);
    const [stored] = await db.query('SELECT * FROM contact_messages WHERE id = $1', [res.body.id]);
    expect(stored).toEqual(expect.objectContaining(message));
    const malformed = await api().post('/api/contact-messages').set('Content-Type', 'application/json').send('{"name": ').expect(400);
    expect(malformed.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.any(String) });
    const large = await api()
      .post('/api/contact-messages')
      .send({ ...message, message: 'x'.repeat(110_000) })
      .expect(413);
    expect(large.body.statusCode).toBe(413);
  });

  it('passes cookies both ways, so the admin session works through it', async () => {
    const login = await api().post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
    const cookie = login.headers['set-cookie'][0].split(';')[0];
    expect(cookie).toMatch(/^da_session=/);
    expect((await api().get('/api/auth/session').set('Cookie', cookie).expect(200)).body.authenticated).toBe(true);
    // A write from the site's own origin, as a browser on the gateway sends it.
    const origin = new URL(gateway.url).origin;
    const stats = await api().get('/api/download-stats').set('Cookie', cookie).expect(200);
    expect(stats.body.totals).toBeDefined();
    await api().delete('/api/drivers/999999').set({ Cookie: cookie, Origin: origin }).expect(404);
    await api().delete('/api/drivers/999999').set({ Cookie: cookie, Origin: 'https://evil.example' }).expect(403);
  });

  it('adds an X-Request-Id, passes a given one on, and both write it in their JSON access-log lines', async () => {
    // Addresses read once: the service answers them (it would not see a read the gateway answers from memory).
    const generated = await api().get('/api/drivers?limit=3').expect(200);
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await api()
      .get('/api/drivers?limit=4')
      .set({ 'X-Request-Id': 'trace-42-abc', 'User-Agent': 'LogProbe/7.1', Referer: 'https://referrer.example/page' })
      .expect(200);
    expect(given.headers['x-request-id']).toBe('trace-42-abc');
    // The lines reach this process through pipes, a moment after the answers.
    const ids = [generated.headers['x-request-id'], 'trace-42-abc'];
    await eventually(async () => [gateway, service].every((app) => ids.every((id) => accessLine(app, id))));
    for (const [requestId, url] of [
      [generated.headers['x-request-id'], '/api/drivers?limit=3'],
      ['trace-42-abc', '/api/drivers?limit=4'],
    ]) {
      const logged = { req: { method: 'GET', url }, res: { statusCode: 200 }, responseTime: expect.any(Number) };
      expect(accessLine(gateway, requestId)).toMatchObject({ name: 'gateway', level: 30, ...logged });
      expect(accessLine(service, requestId)).toMatchObject({ name: 'service', level: 30, ...logged });
    }
    // The privacy policy's promise: a request is logged with its time, page and status, never the visitor's address,
    // browser or referring page.
    for (const app of [gateway, service]) {
      const line = accessLine(app, 'trace-42-abc')!;
      expect([Object.keys(line.req as object), Object.keys(line.res as object)]).toEqual([['method', 'url'], ['statusCode']]);
      expect(JSON.stringify(line)).not.toMatch(/127\.0\.0\.1|::1|LogProbe|referrer\.example/);
    }
  });

  it("sends security headers, with no inline script allowed but the pages' start script", async () => {
    const res = await api().get('/api/drivers/featured').expect(200);
    const csp = res.headers['content-security-policy'];
    const scriptSrc = csp.split(';').find((d: string) => d.trim().startsWith('script-src '));
    expect(scriptSrc?.trim()).toBe(`script-src 'self' ${START_SCRIPT_HASH}`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('publishes /.well-known/gpc.json and passes Global Privacy Control to the service and its answer back', async () => {
    const gpc = await api().get('/.well-known/gpc.json').expect(200);
    expect(gpc.headers['content-type']).toMatch(/^application\/json/);
    expect(gpc.body).toEqual({ gpc: true, lastUpdate: LEGAL_UPDATED.privacyPolicy });
    const res = await api().get('/api/categories').set('Sec-GPC', '1').expect(200);
    expect(res.headers['privacy-opt-out']).toBe('sale, sharing');
  });

  it('compresses answers for clients that accept it', async () => {
    const res = await api().get('/api/drivers').set('Accept-Encoding', 'gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.body.length).toBeGreaterThanOrEqual(75);
  });

  it.each(['/api/drivers/featured?limit=8', '/api/categories', '/api/search?q=rtx'])(
    'passes the ETag of GET %s through (weak once compressed) and answers a matching If-None-Match with 304',
    async (path) => {
      const plain = await api().get(path).set('Accept-Encoding', 'identity').expect(200);
      const compressed = await api().get(path).set('Accept-Encoding', 'gzip').expect(200);
      expect(plain.headers.etag).toMatch(/^"[\w-]+"$/);
      expect(compressed.headers['content-encoding']).toBe('gzip');
      expect(compressed.headers.etag).toBe(`W/${plain.headers.etag}`);
      for (const res of [plain, compressed]) expect(res.headers['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
      for (const [tag, encoding] of [
        [plain.headers.etag, 'identity'],
        [compressed.headers.etag, 'gzip'],
      ]) {
        const res = await api().get(path).set('Accept-Encoding', encoding).set('If-None-Match', tag).expect(304);
        expect(res.text ?? '').toBe('');
      }
    },
  );

  it('serves Swagger UI and the OpenAPI document', async () => {
    const ui = await api().get('/api/docs').expect(200).expect('content-type', /html/);
    expect(ui.text).toContain('swagger-ui');
    const doc = await api().get('/api/docs-json').expect(200);
    expect(doc.body.openapi).toMatch(/^3\./);
  });
});

describe('static files', () => {
  it('serves the shell with entry files revalidated and hashed files immutable', async () => {
    const index = await api().get('/').set('Accept', 'text/html').expect(200);
    expect(index.text).toContain('<div id="root">');
    expect(index.headers['cache-control']).toBe('no-cache');
    expect((await api().get('/remotes.json').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api().get('/main.3f2a9c1d7b.js').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves each remote under its own path with the same rules', async () => {
    expect((await api().get('/remotes/catalog/mf-manifest.json').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api().get('/remotes/catalog/remoteEntry.js').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api().get('/remotes/catalog/312.9a8b7c6d5e.js').expect(200)).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await api().get('/remotes/catalog/missing.js').expect(404);
  });

  it('answers a deep link with the shell page, and an unknown API path with JSON', async () => {
    const page = await api().get('/category/Graphics%20Cards').set('Accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root">');
    const json = await api().get('/api/nothing-here').expect(404);
    expect(json.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });
});

describe('rate limits', () => {
  it('answers a JSON 429 past the per-address limit', async () => {
    const limited = await startGateway(service.url, { RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) await request(limited.url).get('/api/categories').expect(200);
      const res = await request(limited.url).get('/api/categories').expect(429);
      expect(res.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringContaining('at most 3 a minute') });
    } finally {
      await limited.stop();
    }
  });

  it('shares the count between gateways through Redis when REDIS_URL is set', async () => {
    const redisUrl = testRedisUrl();
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect(); // fails the test, loudly, when no Redis answers
    await redis.quit();
    // Counts of this test's own, apart from other test files' running meanwhile.
    const env = { RATE_LIMIT_PER_MINUTE: '4', REDIS_URL: redisUrl, RATE_LIMIT_PREFIX: `test-${randomUUID()}-` };
    const first = await startGateway(service.url, env);
    const second = await startGateway(service.url, env);
    try {
      await request(first.url).get('/api/categories').expect(200);
      await request(second.url).get('/api/categories').expect(200);
      await request(first.url).get('/api/categories').expect(200);
      await request(second.url).get('/api/categories').expect(200);
      await request(first.url).get('/api/categories').expect(429);
      await request(second.url).get('/api/categories').expect(429);
    } finally {
      await first.stop();
      await second.stop();
    }
  });
});

describe('when the service is down or slow', () => {
  it('answers a JSON 503 with Retry-After within 1 s while the service is stopped, and recovers when it returns', async () => {
    await service.stop();
    try {
      const started = Date.now();
      const res = await api().get('/api/drivers').expect(503);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(res.headers['retry-after']).toBe('5');
      expect(res.body).toEqual({ statusCode: 503, error: 'Service Unavailable', message: expect.any(String) });
    } finally {
      await service.restart();
    }
    await api().get('/api/drivers').expect(200);
  });

  it('answers a JSON 504 within 5 s when the service hangs', async () => {
    const hanging: Server = createServer(() => undefined);
    await new Promise<void>((r) => hanging.listen(0, '127.0.0.1', r));
    const port = (hanging.address() as { port: number }).port;
    const slow = await startGateway(`http://127.0.0.1:${port}`);
    try {
      const started = Date.now();
      const res = await request(slow.url).get('/api/drivers').expect(504);
      expect(Date.now() - started).toBeLessThan(5_000);
      expect(res.body).toEqual({ statusCode: 504, error: 'Gateway Timeout', message: expect.any(String) });
    } finally {
      await slow.stop();
      hanging.closeAllConnections();
      hanging.close();
    }
  });
});
