import { createTestDatabase, eventually, requestOnOwnSocket, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, deflateSync, gzipSync } from 'node:zlib';
import request from 'supertest';

const ADMIN_PASSWORD = 'gateway-hardening-password';
let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

/** A web root as a build used to leave it: source maps and Module Federation's stats beside the files. */
function webRootWithBuildArtefacts(): string {
  const root = mkdtempSync(join(tmpdir(), 'driveratlas-web-'));
  for (const dir of ['shell', 'catalog']) mkdirSync(join(root, dir));
  writeFileSync(join(root, 'shell', 'index.html'), '<!doctype html><title>DriverAtlas</title><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'main.js'), 'console.log("shell")');
  writeFileSync(join(root, 'shell', 'main.js.map'), '{"sources":["/home/build/shell/src/index.ts"]}');
  writeFileSync(join(root, 'catalog', 'remoteEntry.js'), 'var catalog;');
  writeFileSync(join(root, 'catalog', '312.9a8b7c6d5e.js.map'), '{"sources":[]}');
  writeFileSync(join(root, 'catalog', '312.9a8b7c6d5e.css.map'), '{"sources":[]}');
  writeFileSync(join(root, 'catalog', 'mf-stats.json'), '{"modules":[]}');
  return root;
}

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD });
  gateway = await startGateway(service.url, { WEB_ROOT: webRootWithBuildArtefacts() });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

const api = () => request(gateway.url);

describe('request bodies', () => {
  const message = { name: 'Jordan Lee', email: 'jordan@example.com', subject: 'Compressed', category: 'general-inquiry', message: 'Sent compressed.' };

  it.each([
    ['gzip', gzipSync],
    ['deflate', deflateSync],
    ['br', brotliCompressSync],
  ])('refuses a body in %s with a JSON 415 naming the encoding it accepts, and stores nothing', async (encoding, compress) => {
    const res = await api()
      .post('/api/contact-messages')
      .set({ 'Content-Type': 'application/json', 'Content-Encoding': encoding })
      .send(compress(Buffer.from(JSON.stringify(message))))
      .expect(415);
    expect(res.headers['accept-encoding']).toBe('identity');
    expect(res.body).toEqual({ statusCode: 415, error: 'Unsupported Media Type', message: expect.stringContaining('uncompressed') });
    expect(await db.query('SELECT id FROM contact_messages')).toEqual([]);
  });

  it('passes a body sent as identity', async () => {
    await api().post('/api/contact-messages').set({ 'Content-Type': 'application/json', 'Content-Encoding': 'identity' }).send(message).expect(201);
  });
});

describe('answers', () => {
  it('deny the browser features the site does not use, on every answer', async () => {
    const answers = [
      await api().get('/api/categories').expect(200),
      await api().get('/').set('Accept', 'text/html').expect(200),
      await api().get('/remotes/catalog/remoteEntry.js').expect(200),
      await api().get('/api/nothing-here').expect(404),
    ];
    for (const res of answers) {
      const policy = res.headers['permissions-policy'];
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) expect(policy).toContain(`${feature}=()`);
    }
  });

  it.each([
    '/main.js.map',
    '/main.js%2Emap',
    '/remotes/catalog/312.9a8b7c6d5e.js.map',
    '/remotes/catalog/312.9a8b7c6d5e.css.map',
    '/remotes/catalog/mf-stats.json',
  ])('never serve a build artefact: %s answers 404', async (path) => {
    const res = await api().get(path).set('Accept', 'text/html,*/*').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it.each(['/api/categories', '/remotes.json', '/main.js'])(
    "honour a client's Connection: close at %s: the answer says so and the connection is closed",
    async (path) => {
      const res = await requestOnOwnSocket(`${gateway.url}${path}`, { headers: { Connection: 'close' } });
      expect([res.status, res.headers.connection, res.closedByServer]).toEqual([200, 'close', true]);
      const kept = await requestOnOwnSocket(`${gateway.url}${path}`);
      expect([kept.status, kept.headers.connection, kept.closedByServer]).toEqual([200, 'keep-alive', false]);
    },
  );
});

describe('behind a TLS proxy', () => {
  const signIn = (url: string) => request(url).post('/api/auth/login').set('X-Forwarded-Proto', 'https').send({ password: ADMIN_PASSWORD }).expect(200);

  it('marks the session cookie Secure when the proxy the gateway trusts (TRUST_PROXY) says the visit is https', async () => {
    const trusting = await startGateway(service.url, { TRUST_PROXY: 'loopback' });
    try {
      expect((await signIn(trusting.url)).headers['set-cookie'][0]).toMatch(/; Secure/);
    } finally {
      await trusting.stop();
    }
  });

  it('believes no such header without TRUST_PROXY', async () => {
    expect((await signIn(gateway.url)).headers['set-cookie'][0]).not.toMatch(/; Secure/);
  });

  it("passes on the visitor's address that the trusted proxy gives, and not one a client claims", async () => {
    const [{ id }] = await db.query<{ id: number }>('SELECT id FROM drivers ORDER BY id LIMIT 1');
    const trusting = await startGateway(service.url, { TRUST_PROXY: 'loopback' });
    try {
      for (const url of [trusting.url, gateway.url])
        await request(url)
          .post(`/api/drivers/${id}/download`)
          .set({ 'X-Forwarded-For': '203.0.113.9', 'User-Agent': `proxy-test ${url}` })
          .send({})
          .expect(200);
    } finally {
      await trusting.stop();
    }
    const recorded = await db.query<{ ipAddress: string }>(`SELECT "ipAddress" FROM download_records WHERE "userAgent" LIKE 'proxy-test %' ORDER BY id`);
    expect(recorded.map((r) => r.ipAddress)).toEqual(['203.0.113.9', '127.0.0.1']);
  });
});

describe('stopping', () => {
  /** Whether a new connection to `url` is refused. */
  const refused = (url: string) =>
    fetch(`${url}/healthz`).then(
      async (res) => {
        await res.arrayBuffer();
        return false;
      },
      (error: Error & { cause?: { code?: string } }) => error.cause?.code === 'ECONNREFUSED',
    );

  it('lets the requests under way finish on SIGTERM, then stops at once, accepting nothing new', async () => {
    let arrived = 0;
    const slow: Server = createServer((req, res) => {
      if (req.url === '/api/drivers') arrived++;
      setTimeout(() => res.setHeader('Content-Type', 'application/json').end('{"slow":true}'), 800);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const stopping = await startGateway(`http://127.0.0.1:${(slow.address() as { port: number }).port}`);
    try {
      const underWay = requestOnOwnSocket(`${stopping.url}/api/drivers`);
      // Under way: the gateway has passed it on to the service.
      await eventually(async () => arrived === 1);
      const started = Date.now();
      await stopping.stop();
      // It ends with the last answer: it does not wait out the kept-alive connection (72 s).
      expect(Date.now() - started).toBeLessThan(3_000);
      const answer = await underWay;
      expect([answer.status, answer.headers.connection, answer.closedByServer]).toEqual([200, 'close', true]);
      await expect(fetch(`${stopping.url}/healthz`)).rejects.toThrow();
    } finally {
      await stopping.stop();
      slow.close();
    }
  });

  it('answers a request that comes after SIGTERM on a connection it accepted before, through to the service, and closes it, rather than resetting it', async () => {
    let arrived = 0;
    const slow: Server = createServer((req, res) => {
      if (req.url === '/api/drivers') arrived++;
      setTimeout(() => res.setHeader('Content-Type', 'application/json').end('{"slow":true}'), 1_000);
    });
    await new Promise<void>((r) => slow.listen(0, '127.0.0.1', r));
    const stopping = await startGateway(`http://127.0.0.1:${(slow.address() as { port: number }).port}`);
    try {
      const underWay = requestOnOwnSocket(`${stopping.url}/api/drivers`);
      let stopped: Promise<void> | undefined;
      const late = requestOnOwnSocket(`${stopping.url}/api/drivers`, {
        beforeSending: async () => {
          // The first request under way at the service, the signal comes; the late one is sent once the gateway no
          // longer takes connections, on the one it took before.
          await eventually(async () => arrived === 1);
          stopped = stopping.stop();
          await eventually(async () => expect(await refused(stopping.url)).toBe(true));
        },
      });
      const [answer, lateAnswer] = await Promise.all([underWay, late]);
      await stopped;
      expect([answer.status, lateAnswer.status, lateAnswer.headers.connection, lateAnswer.closedByServer]).toEqual([200, 200, 'close', true]);
    } finally {
      await stopping.stop();
      slow.close();
    }
  });
});
