import { createTestDatabase, RunningApp, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { get, IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

let db: TestDatabase;
let service: RunningApp;
/** The gateway as it runs: public reads and sitemaps kept in memory, revalidated against the kept answer. */
let keeping: RunningApp;
/** A gateway that keeps nothing: every 200 and 304 of a public read is the service's. */
let passing: RunningApp;

/** A web root whose files are large enough to be compressed, and an image, which is not. */
function makeWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'driveratlas-validators-'));
  mkdirSync(join(root, 'shell'));
  mkdirSync(join(root, 'catalog'));
  writeFileSync(join(root, 'shell', 'index.html'), '<!doctype html><title>DriverAtlas</title><div id="root"></div>');
  writeFileSync(join(root, 'shell', 'main.3f2a9c1d7b.js'), `console.log(${JSON.stringify('shell '.repeat(800))});`);
  writeFileSync(join(root, 'shell', 'logo.png'), Buffer.alloc(4096, 7));
  writeFileSync(join(root, 'catalog', 'remoteEntry.js'), `var catalog = ${JSON.stringify('catalog '.repeat(800))};`);
  return root;
}

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url);
  const webRoot = makeWebRoot();
  [keeping, passing] = await Promise.all([
    startGateway(service.url, { WEB_ROOT: webRoot }),
    startGateway(service.url, { WEB_ROOT: webRoot, RESPONSE_CACHE_MB: '0' }),
  ]);
});

afterAll(async () => {
  await Promise.all([keeping?.stop(), passing?.stop()]);
  await service?.stop();
  await db?.drop();
});

/** A GET with the answer's headers as they came (the body left compressed). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ status: number; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers }));
    }).once('error', reject);
  });
}

/** What a cache takes from a 304 in place of the 200's: its validator, what it varies by and how long it may keep it. */
const validators = ({ etag, vary, 'cache-control': cacheControl }: IncomingHttpHeaders) => ({ etag, vary, 'cache-control': cacheControl });

const ENCODINGS = ['gzip', 'br', 'identity'];

/** For each encoding: the 200's ETag sent back gets a 304 with the same ETag, Vary and Cache-Control. */
async function expectRevalidatedAlike(app: RunningApp, path: string): Promise<Record<string, IncomingHttpHeaders>> {
  const answers: Record<string, IncomingHttpHeaders> = {};
  for (const encoding of ENCODINGS) {
    const ok = await rawGet(`${app.url}${path}`, { 'Accept-Encoding': encoding });
    expect([ok.status, ok.headers.etag]).toEqual([200, expect.any(String)]);
    const notModified = await rawGet(`${app.url}${path}`, { 'Accept-Encoding': encoding, 'If-None-Match': ok.headers.etag! });
    expect([notModified.status, validators(notModified.headers)]).toEqual([304, validators(ok.headers)]);
    answers[encoding] = ok.headers;
  }
  return answers;
}

describe('a 304 carries the validators of the 200 it stands for, whatever the encoding', () => {
  const gateways = () => ({ keeping, passing });

  it.each([
    ['keeping', '/api/drivers/featured?limit=8'],
    ['keeping', '/api/categories'],
    ['keeping', '/api/drivers?limit=1'],
    ['passing', '/api/drivers/featured?limit=8'],
    ['passing', '/api/categories'],
    ['passing', '/api/drivers?limit=1'],
  ] as const)('public read through the %s gateway: GET %s', async (gateway, path) => {
    const answers = await expectRevalidatedAlike(gateways()[gateway], path);
    // The service's strong tag, weak for a request that takes the answer compressed; Vary names Accept-Encoding on each.
    const strong = answers.identity.etag!;
    expect(strong).toMatch(/^"[\w-]+"$/);
    expect([answers.gzip.etag, answers.br.etag]).toEqual([`W/${strong}`, `W/${strong}`]);
    for (const encoding of ENCODINGS) {
      expect(answers[encoding].vary).toBe('Sec-GPC, accept-encoding');
      expect(answers[encoding]['cache-control']).toBe('public, max-age=0, s-maxage=30, stale-while-revalidate=300');
    }
  });

  it.each(['/sitemap.xml', '/sitemaps/printers.xml', '/sitemaps/drivers-1.xml'])('sitemap: GET %s', async (path) => {
    for (const gateway of [keeping, passing]) {
      const answers = await expectRevalidatedAlike(gateway, path);
      expect(answers.identity['cache-control']).toBe('public, max-age=3600, s-maxage=3600');
    }
  });

  it.each(['/main.3f2a9c1d7b.js', '/remotes/catalog/remoteEntry.js', '/logo.png'])('static file: GET %s', async (path) => {
    const answers = await expectRevalidatedAlike(keeping, path);
    for (const encoding of ENCODINGS) expect(answers[encoding].vary).toMatch(/accept-encoding/);
  });
});
