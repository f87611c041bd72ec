import { setTimeout as delay } from 'node:timers/promises';
import { createTestDatabase, eventually, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { get, IncomingHttpHeaders } from 'node:http';
import request from 'supertest';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { compress } from '../src/encodings';

const ADMIN_PASSWORD = 'gateway-cache-password';
const DOWNLOAD_COUNT_DELAY_MS = 1500;
let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url, { ADMIN_PASSWORD, DOWNLOAD_COUNT_DELAY_MS: String(DOWNLOAD_COUNT_DELAY_MS), LOG_LEVEL: 'info' });
  gateway = await startGateway(service.url);
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

const api = () => request(gateway.url);

/** Reads `path` until the gateway answers it from memory (its answer carries Age), as it does once it hears the service. */
async function keptAnswer(path: string): Promise<request.Response> {
  let res: request.Response | undefined;
  await eventually(async () => {
    res = await api().get(path).expect(200);
    expect(res.headers.age).toBeDefined();
  });
  return res!;
}

/** A GET through the gateway with the answer's bytes as they came, compressed or not. */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    get(`${gateway.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    }).once('error', reject);
  });
}

async function signIn(): Promise<Record<string, string>> {
  const login = await api().post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
  return { Cookie: login.headers['set-cookie'][0].split(';')[0], Origin: new URL(gateway.url).origin };
}

describe('public reads kept by the gateway', () => {
  it("answers a repeated public read from memory with the service's answer, its ETag and Cache-Control, and 304 for a matching If-None-Match", async () => {
    const first = await api().get('/api/categories').expect(200);
    const kept = await keptAnswer('/api/categories');
    expect(kept.body).toEqual(first.body);
    expect([kept.headers.etag, kept.headers['cache-control'], kept.headers.vary]).toEqual([
      first.headers.etag,
      'public, max-age=0, s-maxage=30, stale-while-revalidate=300',
      expect.stringMatching(/^Sec-GPC\b/),
    ]);
    // The gateway's own headers are the request's, not those of the request the answer was kept for.
    const again = await api().get('/api/categories').set('X-Request-Id', 'kept-read-1').expect(200);
    expect([again.headers['x-request-id'], again.headers['content-security-policy']]).toEqual(['kept-read-1', expect.stringContaining("script-src 'self'")]);
    const notModified = await api().get('/api/categories').set('If-None-Match', first.headers.etag).expect(304);
    expect(notModified.headers.age).toBeDefined();
  });

  it('sends the service one request for a crowd asking an answer it does not keep yet, and gives each the same answer', async () => {
    await keptAnswer('/api/categories');
    const path = `/api/search?q=crowd${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api().get(path).expect(200)));
    expect(new Set(answers.map((answer) => answer.text)).size).toBe(1);
    const asked = () =>
      service
        .output()
        .split('\n')
        .filter((line) => line.includes(`"url":"${path}"`));
    // The service's access log reaches this process through a pipe, a moment after the answers.
    await eventually(async () => asked().length > 0);
    expect(asked()).toHaveLength(1);
  });

  it('keeps answers apart by the request headers their Vary names (Sec-GPC)', async () => {
    await keptAnswer('/api/drivers/featured?limit=8');
    const optedOut = await api().get('/api/drivers/featured?limit=8').set('Sec-GPC', '1').expect(200);
    expect(optedOut.headers['privacy-opt-out']).toBe('sale, sharing');
    const other = await api().get('/api/drivers/featured?limit=8').expect(200);
    expect(other.headers['privacy-opt-out']).toBeUndefined();
  });

  it("never answers from memory a request carrying the operator's session, nor keeps its answer", async () => {
    await keptAnswer('/api/drivers?limit=2');
    const { Cookie } = await signIn();
    const signedIn = await api().get('/api/drivers?limit=2').set('Cookie', Cookie).expect(200);
    expect([signedIn.headers.age, signedIn.headers['cache-control']]).toEqual([undefined, 'private, no-store']);
  });

  it("shows the operator's write on the very next read through the gateway", async () => {
    const before = await keptAnswer('/api/categories');
    const category = (before.body as { id: number; name: string; description: string }[])[0];
    const description = `Edited through the gateway ${Date.now()}`;
    await api()
      .patch(`/api/categories/${category.id}`)
      .set(await signIn())
      .send({ description })
      .expect(200);
    const after = await api().get('/api/categories').expect(200);
    expect(after.body.find((c: { id: number }) => c.id === category.id).description).toBe(description);
  });

  it('sends a kept answer compressed as the browser accepts it, the same bytes each time, with a weak ETag and Vary naming Accept-Encoding', async () => {
    const path = '/api/drivers/featured?limit=8';
    const plain = await keptAnswer(path);
    const browser = await rawGet(path, { 'Accept-Encoding': 'gzip, deflate, br, zstd' });
    expect([browser.status, browser.headers['content-encoding'], browser.headers.age]).toEqual([200, 'br', expect.any(String)]);
    expect(JSON.parse(brotliDecompressSync(browser.body).toString())).toEqual(plain.body);
    // The tag names the uncompressed bytes: weak once compressed (RFC 9110 8.8.1).
    const opaque = (tag: string) => tag.replace(/^W\//, '');
    expect([browser.headers.etag, opaque(browser.headers.etag!)]).toEqual([expect.stringMatching(/^W\//), opaque(plain.headers.etag)]);
    expect(browser.headers.vary).toMatch(/^Sec-GPC\b.*, accept-encoding$/);
    expect(browser.headers['content-length']).toBe(String(browser.body.length));
    expect((await rawGet(path, { 'Accept-Encoding': 'br' })).body.equals(browser.body)).toBe(true);
    // The bytes kept, compressed once as the gateway keeps them, not @fastify/compress's of each request (quality 4).
    const identity = (await rawGet(path, { 'Accept-Encoding': 'identity' })).body;
    expect(browser.body.equals(await compress(identity, 'br'))).toBe(true);
    expect(browser.body.equals(brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } }))).toBe(false);

    const gzipOnly = await rawGet(path, { 'Accept-Encoding': 'br;q=0, gzip' });
    expect([gzipOnly.headers['content-encoding'], gzipOnly.headers.age]).toEqual(['gzip', expect.any(String)]);
    expect(JSON.parse(gunzipSync(gzipOnly.body).toString())).toEqual(plain.body);
    expect((await rawGet(path, { 'Accept-Encoding': 'identity' })).headers['content-encoding']).toBeUndefined();
    const revalidated = await rawGet(path, { 'Accept-Encoding': 'br', 'If-None-Match': browser.headers.etag! });
    expect([revalidated.status, revalidated.body.length]).toEqual([304, 0]);
  });

  it("sends the operator's write compressed on the very next read, never the bytes compressed before it", async () => {
    const path = '/api/categories';
    await keptAnswer(path);
    const before = await rawGet(path, { 'Accept-Encoding': 'br' });
    expect([before.headers['content-encoding'], before.headers.age]).toEqual(['br', expect.any(String)]);
    const category = (JSON.parse(brotliDecompressSync(before.body).toString()) as { id: number }[])[0];
    const description = `Edited, then read compressed ${Date.now()}`;
    await api()
      .patch(`/api/categories/${category.id}`)
      .set(await signIn())
      .send({ description })
      .expect(200);
    const after = await rawGet(path, { 'Accept-Encoding': 'br' });
    const edited = (JSON.parse(brotliDecompressSync(after.body).toString()) as { id: number; description: string }[]).find((c) => c.id === category.id);
    expect(edited?.description).toBe(description);
  });

  it('drops what it keeps when the change log has a change made another way (SQL recording its change), within moments', async () => {
    const before = await keptAnswer('/api/categories');
    const category = (before.body as { id: number }[])[0];
    const description = `Edited in SQL ${Date.now()}`;
    await db.query('BEGIN');
    await db.query('UPDATE categories SET description = $1 WHERE id = $2', [description, category.id]);
    await db.query(`SELECT record_changes('[{"entity": "categories", "kind": "update", "keys": ["catalogue"]}]')`);
    await db.query('COMMIT');
    await eventually(async () => {
      const res = await api().get('/api/categories').expect(200);
      expect(res.body.find((c: { id: number }) => c.id === category.id).description).toBe(description);
    }, 2_000);
  });

  it('drops what it keeps when an operator writes through another replica of the service', async () => {
    const other = await startService(db.url, { ADMIN_PASSWORD });
    try {
      const before = await keptAnswer('/api/categories');
      const category = (before.body as { id: number }[])[0];
      const login = await request(other.url).post('/api/auth/login').send({ password: ADMIN_PASSWORD }).expect(200);
      const operator = { Cookie: login.headers['set-cookie'][0].split(';')[0], Origin: new URL(other.url).origin };
      const description = `Edited on another replica ${Date.now()}`;
      await request(other.url).patch(`/api/categories/${category.id}`).set(operator).send({ description }).expect(200);
      await eventually(async () => {
        const res = await api().get('/api/categories').expect(200);
        expect(res.body.find((c: { id: number }) => c.id === category.id).description).toBe(description);
      }, 2_000);
    } finally {
      await other.stop();
    }
  });

  it(`shows a download in what it keeps within DOWNLOAD_COUNT_DELAY_MS (${DOWNLOAD_COUNT_DELAY_MS} ms here)`, async () => {
    const path = '/api/drivers/1002';
    await keptAnswer(path);
    const { downloadCount } = (await api().post('/api/drivers/1002/download').expect(200)).body;
    const started = Date.now();
    await eventually(async () => expect((await api().get(path).expect(200)).body.downloadCount).toBe(downloadCount), DOWNLOAD_COUNT_DELAY_MS + 1000);
    expect(Date.now() - started).toBeLessThanOrEqual(DOWNLOAD_COUNT_DELAY_MS + 500);
  });

  it("shows the visitor's download on their very next read when it was counted at once (no batch in the last DOWNLOAD_COUNT_DELAY_MS)", async () => {
    const path = '/api/drivers/1003';
    await keptAnswer(path);
    // Past any batch of the tests before, this download is counted before its answer, which empties what is kept.
    await delay(DOWNLOAD_COUNT_DELAY_MS + 100);
    const download = await api().post('/api/drivers/1003/download').expect(200);
    expect(download.headers).not.toHaveProperty('public-reads-changed');
    expect((await api().get(path).expect(200)).body.downloadCount).toBe(download.body.downloadCount);
  });

  it('answers nothing from memory once the service is gone, and keeps again once a service is back', async () => {
    const own = await startService(db.url, { ADMIN_PASSWORD });
    const front = await startGateway(own.url);
    try {
      const read = () => request(front.url).get('/api/categories');
      await eventually(async () => expect((await read()).headers.age).toBeDefined());
      await own.stop();
      await eventually(async () => expect((await read()).status).toBe(503));
      await own.restart();
      await eventually(async () => expect((await read()).headers.age).toBeDefined(), 15_000);
    } finally {
      await front.stop();
      await own.stop();
    }
  });
});

describe('what the gateway kept, across a restart of the service', () => {
  it('is served again when no change came meanwhile (the stream resumes from the last change heard), and dropped when one did', async () => {
    const own = await startService(db.url, { ADMIN_PASSWORD });
    const front = await startGateway(own.url);
    const read = () => request(front.url).get('/api/categories');
    try {
      await eventually(async () => expect((await read()).headers.age).toBeDefined());
      const keptAt = Date.now();
      await own.stop();
      await own.restart();
      // Still the answer kept before the stop: its Age counts from then, not from a new read.
      await eventually(async () => expect(Number((await read()).headers.age)).toBeGreaterThanOrEqual(Math.floor((Date.now() - keptAt) / 1000) - 1), 15_000);

      const [category] = (await read()).body as Array<{ id: number }>;
      await own.stop();
      const description = `Changed while the service was down ${Date.now()}`;
      await db.query('BEGIN');
      await db.query('UPDATE categories SET description = $1 WHERE id = $2', [description, category.id]);
      await db.query(`SELECT record_changes('[{"entity": "categories", "kind": "update", "keys": ["catalogue"]}]')`);
      await db.query('COMMIT');
      await own.restart();
      await eventually(async () => {
        const res = await read();
        expect([res.headers.age, res.body.find((c: { id: number }) => c.id === category.id).description]).toEqual([expect.any(String), description]);
      }, 15_000);
    } finally {
      await front.stop();
      await own.stop();
    }
  });
});

describe('the CDN tags of a public read kept by the gateway', () => {
  it("are the service's Surrogate-Key and Cache-Tag, on the answer the gateway replays from memory and on its 304", async () => {
    const [{ id }] = (await request(service.url).get('/api/drivers?limit=1').expect(200)).body as Array<{ id: number }>;
    const fromService = await request(service.url).get(`/api/drivers/${id}`).expect(200);
    expect(fromService.headers['surrogate-key']).toMatch(new RegExp(`^driver-${id} category-[a-z0-9-]+ manufacturer-[a-z0-9-]+$`));
    const kept = await keptAnswer(`/api/drivers/${id}`);
    expect([kept.headers['surrogate-key'], kept.headers['cache-tag']]).toEqual([fromService.headers['surrogate-key'], fromService.headers['cache-tag']]);
    const notModified = await api().get(`/api/drivers/${id}`).set('If-None-Match', kept.headers.etag).expect(304);
    expect(notModified.headers['surrogate-key']).toBe(fromService.headers['surrogate-key']);
  });
});
