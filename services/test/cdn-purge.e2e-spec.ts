import { CATEGORIES } from '@driveratlas/driver-domain';
import { eventually } from '@driveratlas/testing';
import { CDN_HOLDS_MS } from '../src/platform/cdn/cdn-purge.worker';
import { type CdnStandIn, STAND_IN, startCdnStandIn } from './cdn-stand-in';
import { type ServiceUnderTest, useService } from './support';
import { editedDriver, operatorOf } from './webhooks-support';

let standIn: CdnStandIn;

beforeAll(async () => {
  standIn = await startCdnStandIn();
});

afterAll(async () => {
  await standIn?.close();
});

/** The service, its CDN settings pointing at the stand-in (read when it starts, after the stand-in listens). */
function serviceWith(settings: () => Record<string, string>): ServiceUnderTest {
  const env = {} as Record<string, string>;
  beforeAll(() => void Object.assign(env, settings()));
  return useService(env);
}

const fastly = () => ({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: STAND_IN.fastlyServiceId, FASTLY_API_TOKEN: STAND_IN.fastlyToken, CDN_API_URL: standIn.url });
const cloudflare = () => ({
  CDN_PURGE: 'cloudflare',
  CLOUDFLARE_ZONE_ID: STAND_IN.cloudflareZoneId,
  CLOUDFLARE_API_TOKEN: STAND_IN.cloudflareToken,
  CDN_API_URL: standIn.url,
});

interface SeededDriver {
  id: number;
  category: string;
  manufacturer: string;
}

async function aDriver(ctx: ServiceUnderTest): Promise<SeededDriver> {
  const [driver] = (await ctx.api().get('/api/drivers?limit=1').expect(200)).body as SeededDriver[];
  return driver;
}

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
const anotherCategory = (name: string) => CATEGORIES.find((c) => c.name !== name)!.name;

/** Moves the driver to another category through the admin API: the keys that edit must purge. */
async function moveToAnotherCategory(ctx: ServiceUnderTest, driver: SeededDriver): Promise<string[]> {
  const to = anotherCategory(driver.category);
  await ctx
    .api()
    .put(`/api/drivers/${driver.id}`)
    .set(await operatorOf(ctx))
    .send(await editedDriver(ctx, driver.id, { category: to }))
    .expect(200);
  return [`driver-${driver.id}`, `category-${slug(driver.category)}`, `category-${slug(to)}`, `manufacturer-${slug(driver.manufacturer)}`, 'catalogue'];
}

/** Whether a change of the log is still to be purged: the CDN's cursor is behind the newest. */
async function cdnBehind(ctx: ServiceUnderTest): Promise<boolean> {
  const [{ behind }] = await ctx.db.query<{ behind: boolean }>(
    `SELECT c.position < (SELECT MAX(id) FROM changes) AS behind FROM change_cursors c WHERE c.consumer = 'cdn'`,
  );
  return behind;
}

/** The keys the stand-in was asked to purge since `from` (an index into its purges), all requests together. */
const purgedSince = (from: number) => standIn.purges.slice(from).flatMap((purge) => purge.keys);

describe('with Fastly in front', () => {
  const ctx = serviceWith(fastly);

  it("tags a driver's public answer with the driver, its category and its manufacturer; a list with the catalogue; a signed-in answer with nothing", async () => {
    const driver = await aDriver(ctx);
    const keys = [`driver-${driver.id}`, `category-${slug(driver.category)}`, `manufacturer-${slug(driver.manufacturer)}`];
    const answer = await ctx.api().get(`/api/drivers/${driver.id}`).expect(200);
    expect(answer.headers['surrogate-key']).toBe(keys.join(' '));
    expect(answer.headers['cache-tag']).toBe(keys.join(','));
    expect((await ctx.api().get(`/api/drivers/${driver.id}/versions`).expect(200)).headers['surrogate-key']).toBe(`driver-${driver.id}`);
    for (const path of [
      '/api/categories',
      '/api/drivers/featured',
      '/api/search?q=driver',
      '/api/manufacturers',
      '/api/printer-brands',
      '/api/sitemap/drivers',
    ]) {
      expect([path, (await ctx.api().get(path).expect(200)).headers['cache-tag']]).toEqual([path, 'catalogue']);
    }
    const filtered = await ctx
      .api()
      .get(`/api/drivers?category=${encodeURIComponent(driver.category)}`)
      .expect(200);
    expect(filtered.headers['surrogate-key']).toBe(`catalogue category-${slug(driver.category)}`);
    const signedIn = await ctx
      .api()
      .get(`/api/drivers/${driver.id}`)
      .set(await operatorOf(ctx))
      .expect(200);
    expect([signedIn.headers['surrogate-key'], signedIn.headers['cache-tag']]).toEqual([undefined, undefined]);
  });

  it('is purged of the driver, both its categories, its manufacturer and the catalogue when an admin moves it to another category', async () => {
    const from = standIn.purges.length;
    const keys = await moveToAnotherCategory(ctx, await aDriver(ctx));
    await eventually(async () => expect(purgedSince(from)).toEqual(expect.arrayContaining(keys)));
    expect(standIn.purges.slice(from).every((purge) => purge.api === 'fastly')).toBe(true);
    expect(standIn.requests.filter((req) => req.status === 401 || req.status === 404)).toEqual([]);
    // The CDN's cursor passes the change it accepted (once its answer is in, so a moment after the stand-in has it).
    await eventually(async () => expect(await cdnBehind(ctx)).toBe(false));
  });

  it('tries a purge again when the CDN fails it (500), until the CDN accepts it', async () => {
    const from = standIn.requests.length;
    const fromPurges = standIn.purges.length;
    standIn.failNext(2);
    const keys = await moveToAnotherCategory(ctx, await aDriver(ctx));
    await eventually(async () => expect(purgedSince(fromPurges)).toEqual(expect.arrayContaining(keys)), 10_000);
    expect(standIn.requests.slice(from).map((req) => req.status)).toEqual([500, 500, 200]);
  });

  it("gives up a purge no sooner than the CDN may serve an answer fetched before the change (the answers' s-maxage and stale-while-revalidate)", async () => {
    const control = String((await ctx.api().get('/api/categories').expect(200)).headers['cache-control']);
    const seconds = (name: string) => Number(new RegExp(`${name}=(\\d+)`).exec(control)?.[1]);
    expect(CDN_HOLDS_MS).toBe((seconds('s-maxage') + seconds('stale-while-revalidate')) * 1000);
  });
});

describe('with Cloudflare in front', () => {
  const ctx = serviceWith(cloudflare);

  it('is purged by cache tag, with the bearer token, of the driver and both its categories when an admin moves it', async () => {
    const from = standIn.purges.length;
    const keys = await moveToAnotherCategory(ctx, await aDriver(ctx));
    await eventually(async () => expect(purgedSince(from)).toEqual(expect.arrayContaining(keys)));
    expect(standIn.purges.slice(from).every((purge) => purge.api === 'cloudflare')).toBe(true);
    expect(standIn.requests.filter((req) => req.status === 403 || req.status === 404)).toEqual([]);
  });
});

describe('without a CDN', () => {
  const ctx = useService();

  it("purges nothing: an edit asks no CDN, and the CDN's cursor passes it", async () => {
    const from = standIn.requests.length;
    await moveToAnotherCategory(ctx, await aDriver(ctx));
    await eventually(async () => expect(await cdnBehind(ctx)).toBe(false));
    expect(standIn.requests.slice(from)).toEqual([]);
  });
});
