import { signIn, useService } from './support';

const ctx = useService();
let cookie: string;

const PAGE = 37;
const CHANGES = 100;
const PER_GAP = 4;

/** Test drivers with many ties in every sort key (downloads, names, release months, change times), and some without a release month. */
async function insertDrivers(count: number, tag: string): Promise<number[]> {
  const rows = await ctx.db.query<{ id: number }>(
    `INSERT INTO drivers ("name", "version", "releaseDate", "releasedOn", "description", "downloadCount", "operatingSystem", "architecture",
                          "fileSize", "manufacturer", "category", "downloadUrl", "updatedAt")
     SELECT 'Paging ' || (i % 50), '1.0.' || i, 'March 2025', CASE WHEN i % 7 = 0 THEN NULL ELSE DATE '2024-01-01' + (i % 40) END,
            'A driver to page through.', (i * 7919 + $3::int) % 200, 'Windows 11', '64-bit', '1 MB', 'Realtek', 'Audio Devices',
            '/downloads/paging-' || $2::text || '-' || i || '.exe', now() - (i % 30) * interval '7 microseconds'
       FROM generate_series(1, $1::int) AS i RETURNING id`,
    [count, tag, tag.length * 13],
  );
  return rows.map((r) => Number(r.id));
}

const allIds = async () => (await ctx.db.query<{ id: number }>('SELECT id FROM drivers')).map((r) => Number(r.id));

/** A fixed sequence of picks, so a failure can be replayed. */
function picker(seed: number) {
  let state = seed;
  return <T>(items: T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return items[state % items.length];
  };
}

type Page = { ids: number[]; next: string | null };

/**
 * Pages through a list by cursor while drivers are added and removed between pages (PER_GAP of each, CHANGES in all),
 * and checks that every driver present throughout came exactly once and none came twice.
 */
async function walk(read: (after: string | null) => Promise<Page>) {
  const before = new Set(await allIds());
  const removed = new Set<number>();
  const pick = picker(before.size);
  const ours = (await ctx.db.query<{ id: number }>(`SELECT id FROM drivers WHERE name LIKE 'Paging %'`)).map((r) => Number(r.id));
  const seen: number[] = [];
  let after: string | null = null;
  let pages = 0;
  do {
    const page = await read(after);
    seen.push(...page.ids);
    after = page.next;
    pages += 1;
    if (removed.size < CHANGES) {
      const added = await insertDrivers(PER_GAP, `gap${pages}-${seen.length}`);
      ours.push(...added);
      const gone = new Set<number>();
      while (gone.size < PER_GAP) gone.add(pick(ours.filter((id) => !removed.has(id))));
      await ctx.db.query('DELETE FROM drivers WHERE id = ANY($1::int[])', [[...gone]]);
      gone.forEach((id) => removed.add(id));
    }
  } while (after && pages < 200);
  expect(after).toBeNull();
  expect(removed.size).toBe(CHANGES);
  expect(seen.length).toBe(new Set(seen).size);
  const throughout = [...before].filter((id) => !removed.has(id));
  const seenSet = new Set(seen);
  expect(throughout.filter((id) => !seenSet.has(id))).toEqual([]);
  expect(pages).toBeGreaterThan(1000 / PAGE);
}

beforeAll(async () => {
  cookie = await signIn(ctx.api);
  await insertDrivers(1000, 'first');
});

describe('paging by cursor while the catalogue changes', () => {
  it('GET /api/drivers (most downloaded first) returns every driver present throughout exactly once', async () => {
    await walk(async (after) => {
      const res = await ctx
        .api()
        .get('/api/drivers')
        .query({ limit: PAGE, ...(after ? { after } : {}) })
        .expect(200);
      const next = res.headers['next-cursor'] ?? null;
      if (next) expect(res.headers.link).toBe(`</api/drivers?limit=${PAGE}&after=${next}>; rel="next"`);
      else expect(res.headers.link).toBeUndefined();
      return { ids: res.body.map((d: { id: number }) => d.id), next };
    });
  });

  it.each(['downloads', 'name', 'date', 'updated'])('GET /api/admin/drivers?sort=%s returns every driver present throughout exactly once', async (sort) => {
    await walk(async (after) => {
      const res = await ctx
        .api()
        .get('/api/admin/drivers')
        .set('Cookie', cookie)
        .query({ sort, pageSize: PAGE, ...(after ? { after } : {}) })
        .expect(200);
      return { ids: res.body.items.map((d: { id: number }) => d.id), next: res.body.nextCursor };
    });
  });
});

describe('limit and page keep working as before', () => {
  it('the first `limit` drivers are the most downloaded, and page 2 of the admin list follows page 1 as the next cursor does', async () => {
    const first = await ctx.api().get('/api/drivers').query({ limit: 5 }).expect(200);
    const counts = first.body.map((d: { downloadCount: number }) => d.downloadCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const all = await ctx.api().get('/api/drivers').expect(200);
    expect(all.headers.link).toBeUndefined();
    expect(all.body.length).toBe(Number((await ctx.db.query<{ n: string }>('SELECT COUNT(*) AS n FROM drivers'))[0].n));
    const page1 = await ctx.api().get('/api/admin/drivers').set('Cookie', cookie).query({ sort: 'name', pageSize: 10 }).expect(200);
    const page2 = await ctx.api().get('/api/admin/drivers').set('Cookie', cookie).query({ sort: 'name', pageSize: 10, page: 2 }).expect(200);
    const byCursor = await ctx
      .api()
      .get('/api/admin/drivers')
      .set('Cookie', cookie)
      .query({ sort: 'name', pageSize: 10, after: page1.body.nextCursor })
      .expect(200);
    expect(byCursor.body.items).toEqual(page2.body.items);
  });
});

describe('a cursor is refused where it was not made for', () => {
  let cursor: string;
  beforeAll(async () => {
    cursor = (await ctx.api().get('/api/admin/drivers').set('Cookie', cookie).query({ sort: 'name', pageSize: 3, category: 'Audio Devices' }).expect(200)).body
      .nextCursor;
  });
  const admin = (query: Record<string, string | number>) => ctx.api().get('/api/admin/drivers').set('Cookie', cookie).query(query).expect(400);

  it('with other filters, another sort, another list, or with page: 400 saying why', async () => {
    expect((await admin({ sort: 'name', after: cursor })).body.message).toMatch(/other filters/);
    expect((await admin({ sort: 'downloads', category: 'Audio Devices', after: cursor })).body.message).toMatch(/sort "name", not "downloads"/);
    expect((await admin({ sort: 'name', category: 'Audio Devices', after: cursor, page: 2 })).body.message).toMatch(/after and page/);
    expect((await ctx.api().get('/api/drivers').query({ after: cursor }).expect(400)).body.message).toMatch(/not a cursor of \/api\/drivers/);
  });

  it('made up or altered: 400, and nothing reaches the database as a wrong value', async () => {
    const forged = (v: unknown[]) => Buffer.from(JSON.stringify({ l: '/api/drivers', s: 'downloads', f: 'x', v })).toString('base64url');
    for (const after of ['not-a-cursor', forged(['1; DROP TABLE drivers', '1']), forged([null, '2']), forged(['1'])]) {
      expect((await ctx.api().get('/api/drivers').query({ after }).expect(400)).body.message).toMatch(/cursor/);
    }
  });
});
