import { atomEntries, atomProblems, children, readXml, text } from './feeds-atom-validator';
import { signIn, useService } from './support';

const ctx = useService();
let own: Record<string, string>;
const SITE = 'https://driveratlas.example';

beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

type Driver = Record<string, unknown> & { id: number; name: string; version: string; category: string };

/** The driver's fields as the edit form sends them back, with `change` applied. */
function edited(driver: Record<string, unknown>, change: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, releasedOn: _r, ...fields } = driver;
  return Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, v]) => v !== null));
}

const feed = async (path: string) => {
  const res = await ctx
    .api()
    .get(path)
    .buffer(true)
    .parse((r, done) => {
      let body = '';
      r.on('data', (chunk: Buffer) => (body += chunk.toString()));
      r.on('end', () => done(null, body));
    });
  return { status: res.status, headers: res.headers, xml: res.body as string };
};

describe('the Atom feeds of new and updated drivers', () => {
  it.each(['/api/feeds/drivers.atom', '/api/feeds/categories/graphics-cards.atom', '/api/feeds/manufacturers/nvidia.atom', '/api/feeds/drivers/1000.atom'])(
    '%s is valid Atom, a public read with its ETag',
    async (path) => {
      const { status, headers, xml } = await feed(path);
      expect(status).toBe(200);
      expect(headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      expect(headers['cache-control']).toMatch(/public.*s-maxage=/);
      expect(atomProblems(xml)).toEqual([]);
      expect(atomEntries(xml).length).toBeGreaterThan(0);
      const [root] = children(readXml(xml), 'feed') as Array<Record<string, unknown>>;
      expect(text(children(root, 'id')[0])).toBe(`${SITE}${path.replace('/api', '')}`);
      await ctx.api().get(path).set('If-None-Match', headers.etag).expect(304);
    },
  );

  it('lists the latest 50 drivers of the catalogue, the last changed first, each linking to its page', async () => {
    const entries = atomEntries((await feed('/api/feeds/drivers.atom')).xml);
    expect(entries.length).toBe(50);
    const dates = entries.map((entry) => Date.parse(entry.updated));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(entries[0].link).toMatch(new RegExp(`^${SITE}/drivers/\\d+/[a-z0-9-]+$`));
  });

  it("lists a category's drivers only, and a manufacturer's", async () => {
    expect(new Set(atomEntries((await feed('/api/feeds/categories/network-adapters.atom')).xml).map((e) => e.category))).toEqual(new Set(['Network Adapters']));
    for (const entry of atomEntries((await feed('/api/feeds/manufacturers/nvidia.atom')).xml)) expect(entry.summary).toMatch(/by NVIDIA\./);
  });

  it.each([
    ['/api/feeds/categories/no-such-category.atom', 404],
    ['/api/feeds/manufacturers/no-such-maker.atom', 404],
    ['/api/feeds/drivers/999999.atom', 404],
    ['/api/feeds/drivers/abc.atom', 400],
  ])('%s answers %i in JSON', async (path, status) => {
    const res = await ctx.api().get(path).expect(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body.message).toEqual(expect.any(String));
  });

  it("lists a driver's new version first in its own feed and in the catalogue's, the earlier one after it", async () => {
    const driver: Driver = (await ctx.api().get('/api/drivers?category=Audio%20Devices').expect(200)).body[0];
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { version: '77.0.1', releaseDate: 'May 2026' }))
      .expect(200);
    const versions = atomEntries((await feed(`/api/feeds/drivers/${driver.id}.atom`)).xml);
    expect(versions.map((entry) => entry.title)).toEqual([`${driver.name} 77.0.1`, `${driver.name} ${driver.version}`]);
    expect(versions[0].id).toBe(`tag:driveratlas.example,2025:driver/${driver.id}/version/77.0.1`);
    expect(atomEntries((await feed('/api/feeds/drivers.atom')).xml)[0]).toMatchObject({ title: `${driver.name} 77.0.1`, id: versions[0].id });
  });

  it('escapes every text: a name with & and < stays one valid feed and reads back as written', async () => {
    const driver: Driver = (await ctx.api().get('/api/drivers?category=Cameras').expect(200)).body[0];
    const name = `Tom & Jerry's <Cam> "HD" Driver`;
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { name, description: 'Fixes <b>bold</b> & more.' }))
      .expect(200);
    for (const path of ['/api/feeds/drivers.atom', `/api/feeds/drivers/${driver.id}.atom`, '/api/feeds/categories/cameras.atom']) {
      const { xml } = await feed(path);
      expect(atomProblems(xml)).toEqual([]);
      expect(xml).toContain('Tom &amp; Jerry&apos;s &lt;Cam&gt; &quot;HD&quot; Driver');
      const entry = atomEntries(xml).find((e) => e.title.startsWith(name))!;
      expect(entry.summary).toContain('Fixes <b>bold</b> & more.');
      expect(entry.link).toBe(`${SITE}/drivers/${driver.id}/tom-jerry-s-cam-hd-driver`);
    }
  });
});
