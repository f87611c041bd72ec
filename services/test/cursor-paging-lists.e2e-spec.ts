import { signIn, tableCounts, useService } from './support';

const ctx = useService();
let cookie: string;

const PAGE = 20;
const ROWS = 300;
const CHANGES = 32;
const PER_GAP = 4;

/** A list that pages by cursor, the rows its test adds and removes, and the query of its first page. */
interface CursorList {
  path: string;
  table: string;
  query: Record<string, string | number>;
  /** Adds `count` rows the list shows (with many ties in its sort keys), answering their ids. */
  insert: (count: number, tag: string) => Promise<number[]>;
}

const ids = (rows: Array<{ id: number | string }>) => rows.map((r) => Number(r.id));

/** Drivers that a search for "cursorwalk" finds, with ties in every sort key and some without a release month. */
const insertDrivers = async (count: number, tag: string) =>
  ids(
    await ctx.db.query(
      `INSERT INTO drivers ("name", "version", "releaseDate", "releasedOn", "description", "downloadCount", "rating", "operatingSystem",
                            "architecture", "fileSize", "manufacturer", "category", "downloadUrl")
       SELECT 'Cursorwalk ' || (i % 20), '1.0.' || i, 'March 2025', CASE WHEN i % 5 = 0 THEN NULL ELSE DATE '2024-01-01' + (i % 9) END,
              'A driver to page through.', (i * 31 + length($2::text)) % 40, 1 + i % 5, 'Windows 11', '64-bit', '1 MB', 'Realtek', 'Audio Devices',
              '/downloads/cursorwalk-' || $2::text || '-' || i || '.exe'
         FROM generate_series(1, $1::int) AS i RETURNING id`,
      [count, tag],
    ),
  );

const insertMessages = async (count: number, tag: string) =>
  ids(
    await ctx.db.query(
      `INSERT INTO contact_messages ("name", "email", "subject", "category", "message", "handledAt")
       SELECT 'Visitor', 'v' || i || '@example.com', 'Paging ' || $2::text, 'driver-request', 'A message.', CASE WHEN i % 3 = 0 THEN now() END
         FROM generate_series(1, $1::int) AS i RETURNING id`,
      [count, tag],
    ),
  );

/** Open and closed requests, the open ones due on a few days only (ties), some overdue. */
const insertRequests = async (count: number, tag: string) =>
  ids(
    await ctx.db.query(
      `INSERT INTO privacy_requests ("reference", "status", "firstName", "lastName", "email", "phone", "state", "requestType", "description",
                                     "confirmationDueAt", "dueAt", "retainUntil")
       SELECT 'PR-' || $2::text || '-' || i, (ARRAY['received', 'verifying', 'in-progress', 'completed', 'denied'])[1 + i % 5], 'Ann', 'Lee',
              'ann@example.com', NULL, 'CA', 'know', 'A request to page through.', now(), DATE '2026-01-01' + (i % 6) * 10, now() + interval '3 years'
         FROM generate_series(1, $1::int) AS i RETURNING id`,
      [count, tag],
    ),
  );

const insertAuditEntries = async (count: number, tag: string) =>
  ids(
    await ctx.db.query(
      `INSERT INTO audit_entries ("action", "target", "request") SELECT 'Paging ' || $2::text, NULL, 'GET /paging' FROM generate_series(1, $1::int) RETURNING id`,
      [count, tag],
    ),
  );

const SEARCH_SORTS = ['name', 'downloads', 'rating', 'date'];
const LISTS: Record<string, CursorList> = {
  ...Object.fromEntries(
    SEARCH_SORTS.map((sort) => [
      `GET /api/search?sort=${sort}`,
      { path: '/api/search', table: 'drivers', query: { q: 'cursorwalk', sort, limit: PAGE }, insert: insertDrivers },
    ]),
  ),
  'GET /api/contact-messages': { path: '/api/contact-messages', table: 'contact_messages', query: { pageSize: PAGE }, insert: insertMessages },
  'GET /api/contact-messages?handled=false': {
    path: '/api/contact-messages',
    table: 'contact_messages',
    query: { pageSize: PAGE, handled: 'false', category: 'driver-request' },
    insert: insertMessages,
  },
  'GET /api/privacy-requests': { path: '/api/privacy-requests', table: 'privacy_requests', query: { pageSize: PAGE }, insert: insertRequests },
  'GET /api/admin/audit-log': { path: '/api/admin/audit-log', table: 'audit_entries', query: { pageSize: PAGE }, insert: insertAuditEntries },
};

type Answer = { items: Array<{ id: number }>; nextCursor?: string | null };
const read = async (list: CursorList, extra: Record<string, string | number> = {}, status = 200) =>
  (
    await ctx
      .api()
      .get(list.path)
      .set('Cookie', cookie)
      .query({ ...list.query, ...extra })
      .expect(status)
  ).body as Answer;

/** The ids the list shows now, read whole by position (the catalogue standing still), in its order. */
async function wholeList(list: CursorList): Promise<number[]> {
  const size: Record<string, number> = list.path === '/api/search' ? { limit: 100, offset: 0 } : { pageSize: 100, page: 1 };
  const all: number[] = [];
  for (let n = 0; ; n += 1) {
    const position: Record<string, number> = 'offset' in size ? { offset: n * 100 } : { page: n + 1 };
    const { items } = await read(list, { ...size, ...position });
    all.push(...items.map((r) => r.id));
    if (items.length < 100) return all;
  }
}

/** A fixed sequence of picks, so a failure can be replayed. */
function picker(seed: number) {
  let state = seed;
  return <T>(items: T[]): T => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    return items[state % items.length];
  };
}

beforeAll(async () => {
  cookie = await signIn(ctx.api);
  for (const [insert, tag] of [
    [insertDrivers, 'first'],
    [insertMessages, 'first'],
    [insertRequests, 'first'],
    [insertAuditEntries, 'first'],
  ] as const) {
    await insert(ROWS, tag);
  }
});

describe('paging by cursor while the list changes between pages', () => {
  it.each(Object.keys(LISTS))('%s returns every row present throughout exactly once, in the list order', async (name) => {
    const list = LISTS[name];
    const before = await wholeList(list);
    const ours = [...before];
    const removed = new Set<number>();
    const pick = picker(before.length);
    const seen: number[] = [];
    let after: string | null = null;
    let pages = 0;
    do {
      const page = await read(list, after ? { after } : {});
      seen.push(...page.items.map((r) => r.id));
      expect(page.nextCursor === null || typeof page.nextCursor === 'string').toBe(true);
      after = page.nextCursor ?? null;
      pages += 1;
      if (removed.size < CHANGES) {
        ours.push(...(await list.insert(PER_GAP, `gap${pages}`)));
        const gone = new Set<number>();
        while (gone.size < PER_GAP) gone.add(pick(ours.filter((id) => !removed.has(id))));
        await ctx.db.query(`DELETE FROM ${list.table} WHERE id = ANY($1::int[])`, [[...gone]]);
        gone.forEach((id) => removed.add(id));
      }
    } while (after && pages < 100);
    expect(after).toBeNull();
    expect(removed.size).toBe(CHANGES);
    expect(seen.length).toBe(new Set(seen).size);
    const throughout = before.filter((id) => !removed.has(id));
    const seenSet = new Set(seen);
    expect(throughout.filter((id) => !seenSet.has(id))).toEqual([]);
    // The rows present throughout came in the order the list had before anything changed.
    const throughoutSet = new Set(throughout);
    expect(seen.filter((id) => throughoutSet.has(id))).toEqual(throughout);
    expect(pages).toBeGreaterThan(ROWS / PAGE / 2);
  });
});

describe('page and offset keep working, and name the next page by cursor', () => {
  it.each(Object.keys(LISTS))('%s: the cursor of the first page leads to the same rows as the second page', async (name) => {
    const list = LISTS[name];
    const second: Record<string, number> = list.path === '/api/search' ? { offset: PAGE } : { page: 2 };
    const first = await read(list);
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await read(list, { after: first.nextCursor! })).items).toEqual((await read(list, second)).items);
  });

  it('the relevance sort of /api/search answers no cursor, and pages by offset as before', async () => {
    const answer = await read(LISTS['GET /api/search?sort=name'], { sort: 'relevance', offset: 5 });
    expect(answer.items).toHaveLength(PAGE);
    expect(answer).not.toHaveProperty('nextCursor');
  });
});

describe('a cursor is refused where it was not made for, changing nothing', () => {
  const cursors: Record<string, string> = {};
  beforeAll(async () => {
    for (const [name, list] of Object.entries(LISTS)) cursors[name] = (await read(list)).nextCursor!;
  });
  const refused = async (list: CursorList, extra: Record<string, string | number>) => (await read(list, extra, 400)) as unknown as { message: string };

  it('a cursor of another list is a 400 naming the list', async () => {
    const names = Object.keys(LISTS).filter((name) => !name.includes('handled') && !name.includes('sort=date'));
    for (const name of names) {
      for (const other of names.filter((o) => LISTS[o].path !== LISTS[name].path)) {
        expect((await refused(LISTS[name], { after: cursors[other] })).message).toMatch(`not a cursor of ${LISTS[name].path}`);
      }
    }
  });

  it('a cursor of another sort or other filters is a 400 saying which', async () => {
    const search = LISTS['GET /api/search?sort=name'];
    expect((await refused(search, { sort: 'date', after: cursors['GET /api/search?sort=name'] })).message).toMatch(/sort "name", not "date"/);
    expect((await refused(search, { q: 'other', after: cursors['GET /api/search?sort=name'] })).message).toMatch(/other filters/);
    const messages = LISTS['GET /api/contact-messages'];
    expect((await refused(messages, { after: cursors['GET /api/contact-messages?handled=false'] })).message).toMatch(/other filters/);
    expect((await refused(LISTS['GET /api/privacy-requests'], { status: 'received', after: cursors['GET /api/privacy-requests'] })).message).toMatch(
      /other filters/,
    );
  });

  it('after with the relevance sort, with offset or with page is a 400 saying what to do instead', async () => {
    const counts = await tableCounts(ctx.db);
    const search = LISTS['GET /api/search?sort=name'];
    expect((await refused(search, { sort: 'relevance', after: cursors['GET /api/search?sort=name'] })).message).toMatch(/choose another sort/);
    expect((await refused(search, { offset: 20, after: cursors['GET /api/search?sort=name'] })).message).toMatch(/after and offset/);
    for (const name of ['GET /api/contact-messages', 'GET /api/privacy-requests', 'GET /api/admin/audit-log']) {
      expect((await refused(LISTS[name], { page: 2, after: cursors[name] })).message).toMatch(/after and page/);
    }
    expect((await refused(LISTS['GET /api/admin/audit-log'], { after: 'not-a-cursor' })).message).toMatch(/cursor/);
    expect(await tableCounts(ctx.db)).toEqual(counts);
  });
});
