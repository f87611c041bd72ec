import { createTestDatabase, eventually, RunningApp, serverUrl, startGateway, startService, TestDatabase } from '@driveratlas/testing';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';

let db: TestDatabase;
let service: RunningApp;
let gateway: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  service = await startService(db.url);
  const webRoot = mkdtempSync(join(tmpdir(), 'driveratlas-sitemaps-'));
  mkdirSync(join(webRoot, 'shell'));
  writeFileSync(join(webRoot, 'shell', 'index.html'), '<!doctype html><title>DriverAtlas</title><div id="root"></div>');
  gateway = await startGateway(service.url, { WEB_ROOT: webRoot });
});

afterAll(async () => {
  await gateway?.stop();
  await service?.stop();
  await db?.drop();
});

const api = () => request(gateway.url);

/** The sitemaps that list what the database holds. */
const CATALOGUE_SITEMAPS = ['/sitemap.xml', '/sitemaps/printers.xml', '/sitemaps/drivers-1.xml'];

/**
 * Makes the service's database refuse connections, as a database that is down does, while `work` runs: its open
 * connections are ended and new ones refused ("not currently accepting connections").
 */
async function whileDatabaseDown(work: () => Promise<void>): Promise<void> {
  const name = new URL(db.url).pathname.slice(1);
  // The test's own connection to it stays, for db.query().
  const [{ own }] = await db.query<{ own: number }>('SELECT pg_backend_pid() AS own');
  const server = new Client({ connectionString: serverUrl() });
  await server.connect();
  try {
    await server.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await server.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> $2', [name, own]);
    await work();
  } finally {
    await server.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`);
    await server.end();
  }
}

describe('the sitemaps', () => {
  it('list the drivers in files of their own, each under one address', async () => {
    const index = await api().get('/sitemap.xml').expect(200).expect('content-type', 'application/xml; charset=utf-8');
    expect(index.text).toContain('/sitemaps/drivers-1.xml</loc>');
    expect(index.text).not.toContain('/sitemaps/drivers-2.xml');
    const drivers = await api().get('/sitemaps/drivers-1.xml').expect(200);
    const [{ count }] = await db.query<{ count: number }>('SELECT COUNT(*)::int AS count FROM drivers');
    expect(drivers.text.match(/<url>/g)).toHaveLength(count);
  });

  it.each([
    ['past the last file', '/sitemaps/drivers-2.xml'],
    ['page 0', '/sitemaps/drivers-0.xml'],
    ['leading zeros', '/sitemaps/drivers-01.xml'],
    ['a number past the largest the API takes', '/sitemaps/drivers-2147483648.xml'],
    ['a number past the safe integers', '/sitemaps/drivers-99999999999999999999.xml'],
    ['an exponent', '/sitemaps/drivers-1e0.xml'],
    ['a sign', '/sitemaps/drivers-+1.xml'],
    ['no number', '/sitemaps/drivers-x.xml'],
  ])('answer 404 JSON for a drivers file that does not exist: %s', async (_case, path) => {
    const res = await api().get(path).expect(404).expect('content-type', /json/);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: expect.any(String) });
  });

  it('are kept as the public reads are: answered from memory with an ETag, and read afresh after a change', async () => {
    const path = '/sitemaps/drivers-1.xml';
    let kept: request.Response | undefined;
    await eventually(async () => {
      kept = await api().get(path).expect(200);
      expect(kept.headers.age).toBeDefined();
    });
    await api().get(path).set('If-None-Match', kept!.headers.etag).expect(304);
    // SQL outside the service records its change, as docs/operations.md asks.
    await db.query('BEGIN');
    const [driver] = await db.query<{ id: number }>(
      `UPDATE drivers SET name = 'Renamed For The Sitemap' WHERE id = (SELECT MIN(id) FROM drivers) RETURNING id`,
    );
    await db.query(`SELECT record_changes($1::jsonb)`, [
      JSON.stringify([{ entity: 'drivers', entityId: String(driver.id), kind: 'update', keys: ['catalogue'] }]),
    ]);
    await db.query('COMMIT');
    await eventually(async () => expect((await api().get(path).expect(200)).text).toContain(`/drivers/${driver.id}/renamed-for-the-sitemap</loc>`));
  });

  it('answer 503 with Retry-After while the database is down, and again once it is back', async () => {
    for (const path of CATALOGUE_SITEMAPS) await api().get(path).expect(200);
    await whileDatabaseDown(async () => {
      for (const path of CATALOGUE_SITEMAPS) {
        // Once the service has told the gateway it no longer hears the database's changes, nothing kept is served.
        await eventually(async () => {
          const res = await api().get(path);
          expect([res.status, res.headers['retry-after'], res.body]).toEqual([
            503,
            '5',
            { statusCode: 503, error: 'Service Unavailable', message: expect.any(String) },
          ]);
        });
      }
      // The site's own pages are listed from the remotes, not the database (listed when first asked for: 503 until then).
      await eventually(async () => void (await api().get('/sitemaps/pages.xml').expect(200)), 15_000);
    });
    for (const path of CATALOGUE_SITEMAPS) await eventually(async () => void (await api().get(path).expect(200)), 15_000);
  });
});
