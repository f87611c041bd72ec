import { WEBHOOK_EVENT_TYPES } from '@driveratlas/site-contracts';
import { eventually, type RunningApp, startGateway } from '@driveratlas/testing';
import request from 'supertest';
import { type CdnStandIn, STAND_IN, startCdnStandIn } from './cdn-stand-in';
import { CHANGES_KEPT_DAYS } from '../src/platform/change-log/change-log-retention';
import { Drill, EVENTS, FEED_OF, type LoggedTable, type Row, SHOWN_BY } from './change-log-support';
import { releaseOf } from './remote-releases-support';
import { useService } from './support';
import { editedDriver, operatorOf, type Receiver, startReceiver, WEBHOOK_TEST_ENV } from './webhooks-support';

/**
 * The change log, from the service's own list of logged entities (TypeORM's metadata of every entity public reads,
 * CDN keys or webhooks depend on): each one's delete, insert and update, made through the service's write path
 * (@Write()), reaches every consumer. The log has it; the gateway's kept answers are emptied; the CDN is purged of a tag
 * of every public answer that shows the row, before and after; partners get the webhook event they get of it, and no
 * other; its feed shows it.
 */
jest.setTimeout(600_000);

let standIn: CdnStandIn;
const env: Record<string, string> = { ...WEBHOOK_TEST_ENV };
beforeAll(async () => {
  standIn = await startCdnStandIn();
  Object.assign(env, { CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: STAND_IN.fastlyServiceId, FASTLY_API_TOKEN: STAND_IN.fastlyToken, CDN_API_URL: standIn.url });
});
afterAll(async () => standIn?.close());

const ctx = useService(env);
let gateway: RunningApp;
let receiver: Receiver;
let drill: Drill;
let tables: LoggedTable[];

beforeAll(async () => {
  gateway = await startGateway(ctx.service.url);
  receiver = await startReceiver();
  const operator = await operatorOf(ctx);
  // Two partner keys: the first's endpoint hears every event; the drill deletes and writes again the last.
  const keys: Array<{ id: number }> = [];
  for (const name of ['Change log listener', 'Change log drill']) {
    keys.push((await ctx.api().post('/api/admin/partner-keys').set(operator).send({ name, quotaPerMinute: 600 }).expect(201)).body);
  }
  const endpoint = { partnerKeyId: keys[0].id, url: receiver.url, events: [...WEBHOOK_EVENT_TYPES] };
  await ctx.api().post('/api/admin/webhook-endpoints').set(operator).send(endpoint).expect(201);
  // A remote's two releases, the first live: rows of remote_releases and remote_channels, the last release not live.
  const releases = [releaseOf('legal', '1.0.0'), releaseOf('legal', '1.0.1')];
  for (const release of releases) await ctx.api().post('/api/admin/remote-releases').set(operator).send(release).expect(201);
  await ctx.api().put('/api/admin/remote-releases/legal/active').set(operator).send({ release: releases[0].id }).expect(200);
  // A driver's earlier version: a row of driver_versions.
  await ctx
    .api()
    .put('/api/drivers/1000')
    .set(operator)
    .send(await editedDriver(ctx, 1000, { version: '1.2.3-change-log' }))
    .expect(200);
  // A version its maker withdrew: a row of withdrawn_versions.
  await ctx
    .api()
    .post('/api/admin/drivers/1000/withdrawn-versions')
    .set(operator)
    .send({ version: '1.2.3-change-log', reason: 'Pulled for the drill.' })
    .expect(201);
  drill = new Drill(ctx.db.url);
  tables = await drill.list();
  // The setting up's own changes are told to the webhooks first, so that each drilled change is alone in what they make.
  const setUp = BigInt(await newestChange());
  await eventually(async () => expect(await cursorOf('webhooks')).toBeGreaterThanOrEqual(setUp), 10_000);
}, 120_000);

afterAll(async () => {
  await drill?.stop();
  await gateway?.stop();
  await receiver?.close();
});

const newestChange = async () => (await ctx.db.query<{ id: string }>('SELECT COALESCE(MAX(id), 0)::text AS id FROM changes'))[0].id;
const cursorOf = async (consumer: string) =>
  BigInt((await ctx.db.query<{ position: string }>('SELECT position::text FROM change_cursors WHERE consumer = $1', [consumer]))[0].position);
const webhookEvents = async () => Number((await ctx.db.query<{ n: string }>('SELECT COUNT(*) AS n FROM webhook_events'))[0].n);
const purgedSince = (from: number) => standIn.purges.slice(from).flatMap((purge) => purge.keys);

/** The CDN tags of each of the service's public answers (200) among `paths`. */
async function tagsOf(paths: string[]): Promise<Array<{ path: string; tags: string[] }>> {
  const answers = await Promise.all(paths.map(async (path) => ({ path, res: await ctx.api().get(path) })));
  return answers.filter(({ res }) => res.status === 200).map(({ path, res }) => ({ path, tags: String(res.headers['surrogate-key']).split(' ') }));
}

/** A feed as the gateway answers it: its status and ETag. */
const feedAnswer = async (path: string) => {
  const res = await request(gateway.url).get(path);
  return `${res.status} ${res.headers.etag ?? ''}`;
};

/** What the gateway keeps and must drop at each change: the categories, answered from memory (with Age) before the change. */
const KEPT = '/api/categories';

/** Makes one change through the drill and checks that each consumer had it; answers the row as written. */
async function change(table: LoggedTable, kind: 'delete' | 'insert' | 'update', row: Row): Promise<Row> {
  const shown = SHOWN_BY[table.table];
  if (!shown) throw new Error('no public answers are known to show it: place it in SHOWN_BY');
  const before = await tagsOf(shown(row));
  const feed = FEED_OF[table.table]?.(row);
  const feedBefore = feed && (await feedAnswer(feed));
  await eventually(async () => expect((await request(gateway.url).get(KEPT)).headers.age).toBeDefined(), 10_000);
  const [since, purged, events, received] = [await newestChange(), standIn.purges.length, await webhookEvents(), receiver.received.length];

  const { row: written } = await drill.write(table.table, kind, kind === 'insert' ? row : undefined);
  const state = kind === 'delete' ? row : written;
  const entityId = table.primary.map((column) => String(state[column])).join(',');
  const [logged] = await ctx.db.query<{ id: string; keys: string[] }>(
    `SELECT id::text, keys FROM changes WHERE id > $1 AND entity = $2 AND kind = $3 AND "entityId" = $4`,
    [since, table.table, kind, entityId],
  );
  if (!logged) throw new Error(`the log has no ${kind} of ${entityId}`);

  await eventually(async () => expect((await request(gateway.url).get(KEPT)).headers.age).toBeUndefined(), 10_000);
  await eventually(async () => expect(purgedSince(purged)).toEqual(expect.arrayContaining(logged.keys)), 20_000);
  const after = kind === 'delete' ? [] : await tagsOf(shown(state));
  const unpurged = [...before, ...after].filter(({ tags }) => !tags.some((tag) => logged.keys.includes(tag)));
  expect(unpurged).toEqual([]);

  await eventually(async () => expect(await cursorOf('webhooks')).toBeGreaterThanOrEqual(BigInt(logged.id)), 10_000);
  const event = EVENTS[table.table];
  if (event?.types[kind]) {
    const rowId = String(event.rowId?.(state) ?? state.id);
    const isThisChange = (body: string) => (({ type, data }) => type === event.types[kind] && String(event.idOf(data)) === rowId)(JSON.parse(body));
    await eventually(async () => receiver.received.slice(received).some(({ body }) => isThisChange(body)), 20_000);
  } else {
    expect(await webhookEvents()).toBe(events);
  }
  if (feed) expect(await feedAnswer(FEED_OF[table.table](state))).not.toBe(feedBefore);
  return written;
}

describe('the change log', () => {
  it('lists the entities public reads, CDN keys and webhooks depend on, from their metadata', () => {
    expect(tables.map((t) => t.table).sort()).toEqual(Object.keys(SHOWN_BY).sort());
  });

  it("takes each logged entity's delete, insert and update to the gateway, the CDN, the webhooks and the feeds", async () => {
    const problems: string[] = [];
    for (const table of tables) {
      let row = await drill.last(table.table);
      for (const kind of ['delete', 'insert', 'update'] as const) {
        try {
          const written = await change(table, kind, kind === 'update' ? await drill.last(table.table) : row);
          if (kind === 'delete') row = written;
        } catch (error) {
          problems.push(`${table.table} ${kind}: ${(error as Error).message.split('\n').slice(0, 12).join(' ')}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });
});

describe("the change log's retention", () => {
  it(`keeps a change ${CHANGES_KEPT_DAYS} days once every cursor has passed it, and always the newest`, async () => {
    await eventually(async () => {
      for (const consumer of ['cdn', 'webhooks']) expect(await cursorOf(consumer)).toBe(BigInt(await newestChange()));
    }, 20_000);
    const ids = (await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM changes ORDER BY changes.id')).map((row) => row.id);
    expect(ids.length).toBeGreaterThan(3);
    const [recent, newest] = ids.slice(-2);
    await ctx.db.query(`UPDATE changes SET "recordedAt" = now() - make_interval(days => $1, hours => 1) WHERE id <> $2`, [CHANGES_KEPT_DAYS, recent]);
    // Pruned at start (and hourly).
    await ctx.service.stop();
    await ctx.service.restart();
    await eventually(async () =>
      expect((await ctx.db.query<{ id: string }>('SELECT id::text AS id FROM changes ORDER BY changes.id')).map((row) => row.id)).toEqual([recent, newest]),
    );
  });
});
