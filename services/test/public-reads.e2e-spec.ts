import { PUBLIC_READ_CHANGES_PATH, PublicReadChange, walPosition } from '@driveratlas/site-contracts';
import { createTestDatabase, eventually, RunningApp, startService, TestDatabase } from '@driveratlas/testing';
import { get } from 'node:http';
import request from 'supertest';
import { VALID } from './examples';
import { ADMIN_PASSWORD, signIn } from './support';

/**
 * Public reads as the service answers them: validators and a Cache-Control for the gateway (which keeps the one copy
 * of them, see gateway/test/public-reads.e2e-spec.ts) and for CDNs, and the stream of the database's changes that
 * tells the gateway when what it keeps is no longer the answer. Two replicas on one database, as
 * `docker compose --scale service=2` runs them: a write on either, or in SQL, is told on both streams.
 */
const PUBLIC = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
let db: TestDatabase;
let first: RunningApp;
let second: RunningApp;

beforeAll(async () => {
  db = await createTestDatabase();
  const env = { ADMIN_PASSWORD };
  // One after the other: the first runs the migrations.
  first = await startService(db.url, env);
  second = await startService(db.url, env);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await db?.drop();
});

const on = (replica: RunningApp) => request(replica.url);
const body = async (replica: RunningApp, path: string) => (await on(replica).get(path).expect(200)).body;

/** The operator's headers for a write on `replica`: its session and the site's own origin. */
async function operatorOn(replica: RunningApp): Promise<Record<string, string>> {
  return { Cookie: await signIn(() => on(replica)), Origin: new URL(replica.url).origin };
}

const PUBLIC_READS = [
  '/api/drivers/featured',
  '/api/drivers?category=Graphics%20Cards',
  '/api/drivers/1000',
  '/api/categories',
  '/api/search?q=rtx',
  '/api/search/suggestions?q=geforce',
  '/api/printer-brands',
  '/api/printer-models?brand=epson',
  '/api/manufacturers',
];

describe('public reads', () => {
  it.each(PUBLIC_READS)('GET %s: the same answer each time, with its ETag and a Cache-Control that lets the gateway and a CDN keep it', async (path) => {
    const fresh = await on(first).get(path).expect(200);
    const again = await on(second).get(path).expect(200);
    for (const res of [fresh, again]) {
      expect(res.headers['cache-control']).toBe(PUBLIC);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.headers.etag).toMatch(/^"[\w-]+"$/);
    }
    expect(again.headers.etag).toBe(fresh.headers.etag);
    expect(again.text).toBe(fresh.text);
    expect(again.headers['x-request-id']).toBeDefined();
  });

  it.each(PUBLIC_READS)('GET %s: 304 without a body for a matching If-None-Match, strong or weak, on either replica', async (path) => {
    const { etag } = (await on(first).get(path).expect(200)).headers;
    for (const replica of [first, second]) {
      for (const tag of [etag, `W/${etag}`, `"other", ${etag}`]) {
        const res = await on(replica).get(path).set('If-None-Match', tag).expect(304);
        expect([res.text ?? '', res.headers.etag, res.headers['cache-control']]).toEqual(['', etag, PUBLIC]);
      }
      await on(replica).get(path).set('If-None-Match', '"not-the-answer"').expect(200);
    }
  });

  it('keeps the Global Privacy Control answer to the request that sent the signal, and says shared caches must tell them apart', async () => {
    await on(first).get('/api/categories').expect(200);
    const withSignal = await on(first).get('/api/categories').set('Sec-GPC', '1').expect(200);
    const without = await on(first).get('/api/categories').expect(200);
    expect(withSignal.headers['privacy-opt-out']).toBe('sale, sharing');
    expect(without.headers['privacy-opt-out']).toBeUndefined();
    expect([withSignal.headers.vary, without.headers.vary]).toEqual(['Sec-GPC', 'Sec-GPC']);
  });

  it('keeps no copy: a change shows on the next read, even one the change log does not have', async () => {
    const driver = await body(first, '/api/drivers/1001');
    // SQL that does not record its change: nothing tells anyone of it, but the service reads the database afresh.
    await db.query(`UPDATE drivers SET "description" = 'Changed unannounced.' WHERE id = 1001`);
    try {
      for (const replica of [first, second]) expect((await body(replica, '/api/drivers/1001')).description).toBe('Changed unannounced.');
    } finally {
      await db.query(`UPDATE drivers SET "description" = $1 WHERE id = 1001`, [driver.description]);
    }
  });
});

describe('what signed-in requests and admin answers get', () => {
  it('answers a signed-in operator from the database, private, no-store, and never keeps that answer', async () => {
    const { Cookie } = await operatorOn(first);
    for (const path of ['/api/drivers/featured', '/api/categories', '/api/search?q=rtx']) {
      const res = await on(first).get(path).set('Cookie', Cookie).expect(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.headers.vary).toBeUndefined();
    }
  });

  it.each(['/api/admin/overview', '/api/admin/drivers', '/api/admin/audit-log', '/api/download-stats'])(
    'answers GET %s private, no-store, with or without a session',
    async (path) => {
      const { Cookie } = await operatorOn(first);
      expect((await on(first).get(path).set('Cookie', Cookie).expect(200)).headers['cache-control']).toBe('private, no-store');
      expect((await on(first).get(path).expect(401)).headers['cache-control']).toBe('private, no-store');
    },
  );

  it('answers admin writes private, no-store', async () => {
    const operator = await operatorOn(first);
    const created = await on(first).post('/api/drivers').set(operator).send(VALID.driver).expect(201);
    expect(created.headers['cache-control']).toBe('private, no-store');
    expect((await on(first).delete(`/api/drivers/${created.body.id}`).set(operator).expect(204)).headers['cache-control']).toBe('private, no-store');
  });
});

describe('limit', () => {
  it('answers the first 8 featured drivers for featured?limit=8, in the order of the whole list', async () => {
    const all = await body(first, '/api/drivers/featured');
    expect(all.length).toBeGreaterThan(8);
    expect(await body(first, '/api/drivers/featured?limit=8')).toEqual(all.slice(0, 8));
  });

  it('answers the first n drivers of a list', async () => {
    const all = await body(first, '/api/drivers?category=Network%20Adapters');
    expect(await body(first, '/api/drivers?category=Network%20Adapters&limit=3')).toEqual(all.slice(0, 3));
    expect(await body(first, '/api/drivers?limit=50')).toEqual((await body(first, '/api/drivers')).slice(0, 50));
  });

  it.each(['0', '101', '-1', '1.5', 'eight', ''])('refuses limit=%s with a JSON 400', async (limit) => {
    for (const path of ['/api/drivers/featured', '/api/drivers']) {
      const res = await on(first).get(`${path}?limit=${limit}`).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.arrayContaining([expect.stringMatching(/^limit /)]) });
    }
  });
});

describe('category counts', () => {
  /** Each category's stored count beside the drivers counted now. */
  const counts = () =>
    db.query<{ name: string; stored: number; counted: number }>(
      `SELECT c.name, c."driverCount" AS stored, (SELECT COUNT(*)::int FROM drivers d WHERE d.category = c.name) AS counted FROM categories c ORDER BY c.name`,
    );
  const expectRight = async () => {
    for (const { name, stored, counted } of await counts()) expect({ name, stored }).toEqual({ name, stored: counted });
  };

  it('are right after the migration and after bulk inserts, moves and deletes in SQL', async () => {
    await expectRight();
    await db.query(
      `INSERT INTO drivers ("name", "version", "releaseDate", "description", "operatingSystem", "architecture", "fileSize", "manufacturer", "category", "downloadUrl")
       SELECT 'Bulk ' || "name", "version", "releaseDate", "description", "operatingSystem", "architecture", "fileSize", "manufacturer", "category", "downloadUrl" FROM drivers`,
    );
    await expectRight();
    await db.query(
      `UPDATE drivers SET category = CASE category WHEN 'Cameras' THEN 'Printers' WHEN 'Printers' THEN 'Cameras' ELSE 'Audio Devices' END WHERE "name" LIKE 'Bulk %'`,
    );
    await expectRight();
    await db.query(`DELETE FROM drivers WHERE "name" LIKE 'Bulk %'`);
    await expectRight();
  });

  it('are 0 after TRUNCATE, and back with the rows when it is rolled back', async () => {
    await db.query('BEGIN');
    await db.query('TRUNCATE drivers CASCADE');
    expect((await counts()).map((c) => c.stored)).toEqual((await counts()).map(() => 0));
    await db.query('ROLLBACK');
    await expectRight();
  });
});

describe('what tells of a change', () => {
  /** Tables whose rows public reads, CDN keys or webhooks depend on: their entities are logged (@Logged), so each write appends to the change log. */
  const LOGGED = [
    'access_tokens',
    'categories',
    'driver_inf_files',
    'driver_versions',
    'drivers',
    'id_database_versions',
    'inf_hardware_ids',
    'manufacturers',
    'printer_brands',
    'printer_models',
    'remote_channels',
    'remote_releases',
    'withdrawn_versions',
  ];
  /** Tables public reads show that are written only with a logged one: kept by the drivers' triggers, or replaced whole by an ID database import. */
  const LOGGED_WITH_ANOTHER = [
    'driver_hardware_ids',
    'driver_search_texts',
    'search_words',
    'pci_vendors',
    'pci_devices',
    'pci_subsystems',
    'usb_vendors',
    'usb_products',
  ];
  /**
   * Records no public read shows: the operator's and the visitors', and the change log itself with its readers' cursors.
   * Downloads are counted into the drivers in batches, each one quiet change of the log.
   */
  const NEVER_SHOWN = [
    'admin_credentials',
    'admin_sessions',
    'audit_entries',
    'change_cursors',
    'changes',
    'consent_records',
    'contact_messages',
    'download_records',
    'idempotency_keys',
    'login_attempts',
    'maker_packages',
    'partner_key_usage',
    'pending_downloads',
    'privacy_request_events',
    'privacy_requests',
    'remote_reports',
    'retention_runs',
    'shipped_driver_packages',
    'webhook_deliveries',
    'webhook_endpoints',
    'webhook_events',
  ];

  it('is the change log alone, for every table, each placed on purpose: no trigger announces a write', async () => {
    const tables = await db.query<{ name: string }>(
      `SELECT c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.relname NOT IN ('migrations', 'typeorm_metadata')`,
    );
    expect(tables.map((t) => t.name).sort()).toEqual([...LOGGED, ...LOGGED_WITH_ANOTHER, ...NEVER_SHOWN].sort());
    const announcing = await db.query<{ trigger: string }>(
      `SELECT t.tgname AS trigger FROM pg_trigger t JOIN pg_proc p ON p.oid = t.tgfoid WHERE NOT t.tgisinternal AND p.prosrc ILIKE '%notify%'`,
    );
    expect(announcing).toEqual([]);
  });
});

describe('the stream of changes for the gateway', () => {
  /** Opens the stream on `replica`: the messages it has sent so far, and whether it has ended. */
  function openChanges(replica: RunningApp): { messages: unknown[]; ended: () => boolean; close: () => void } {
    const messages: unknown[] = [];
    let ended = false;
    let text = '';
    const req = get(`${replica.url}${PUBLIC_READ_CHANGES_PATH}`, (res) => {
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
          const data = /^data: (.*)$/m.exec(text.slice(0, end))?.[1];
          if (data) messages.push(JSON.parse(data));
          text = text.slice(end + 2);
        }
      });
      res.once('close', () => (ended = true));
    });
    req.on('error', () => (ended = true));
    return { messages, ended: () => ended, close: () => req.destroy() };
  }

  it("says on opening that answers may be kept, then tells of each change logged, from any replica or SQL, each past the one before in the primary's WAL", async () => {
    const changes = openChanges(first);
    const positions = () => (changes.messages as PublicReadChange[]).map(({ position }) => walPosition(position)!);
    try {
      await eventually(async () => changes.messages.length === 1, 2_000);
      expect(changes.messages).toEqual([{ serving: true, position: expect.stringMatching(/^[0-9A-F]+\/[0-9A-F]+$/), change: expect.stringMatching(/^\d+$/) }]);
      const [category] = await body(second, '/api/categories');
      await on(second)
        .patch(`/api/categories/${category.id}`)
        .set(await operatorOn(second))
        .send({ description: `Told to the gateway ${Date.now()}` })
        .expect(200);
      await eventually(async () => changes.messages.length >= 2, 2_000);
      const messagesBefore = changes.messages.length;
      // The test database's one connection: the transaction's position before its commit record is written. SQL outside
      // the service records its change as the service's writes do (docs/operations.md).
      await db.query('BEGIN');
      await db.query(`UPDATE categories SET description = description || '.' WHERE id = $1`, [category.id]);
      await db.query(`SELECT record_changes('[{"entity": "categories", "kind": "update", "keys": ["catalogue"]}]')`);
      const [{ beforeCommit }] = await db.query<{ beforeCommit: string }>(`SELECT pg_current_wal_insert_lsn()::text AS "beforeCommit"`);
      await db.query('COMMIT');
      await eventually(async () => changes.messages.length > messagesBefore, 2_000);
      expect(changes.messages.every((message) => (message as PublicReadChange).serving)).toBe(true);
      // Each notice's position is past the one before, and the last is past the SQL write's commit record.
      expect(positions()).toEqual([...positions()].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
      expect(positions().at(-1)! > walPosition(beforeCommit)!).toBe(true);
    } finally {
      changes.close();
    }
  });

  it('ends when the process stops, so that the process can stop', async () => {
    const replica = await startService(db.url, { ADMIN_PASSWORD });
    const changes = openChanges(replica);
    await eventually(async () => changes.messages.length === 1, 2_000);
    const started = Date.now();
    await replica.stop();
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(changes.messages.at(-1)).toEqual({ serving: false });
    expect(changes.ended()).toBe(true);
  });

  it('is not under /api: nothing passes it on to a visitor, and the API documentation does not list it', async () => {
    await on(first).get(`/api${PUBLIC_READ_CHANGES_PATH}`).expect(404);
    const document = await body(first, '/api/docs-json');
    expect(JSON.stringify(document)).not.toContain(PUBLIC_READ_CHANGES_PATH);
  });
});
