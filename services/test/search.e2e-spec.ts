import { fitsArchitecture, runsOnWindows } from '@driveratlas/driver-domain';
import { signIn, useService } from './support';

const ctx = useService();

interface Driver {
  id: number;
  name: string;
  description: string;
  manufacturer: string;
  category: string;
  downloadCount: number;
  rating: number;
  isLatest: boolean;
  isVerified: boolean;
  releaseDate: string;
  operatingSystem: string;
  architecture: string;
}

/** A text as search compares it: lower-cased, spaces, hyphens, underscores and slashes aside ("Wi-Fi" is "wifi"). */
const compact = (text: string) => text.toLowerCase().replace(/[\s\-_/]/g, '');

/** A field holds a query when it holds each of its words (for one word, the spec's substring rule), compared compacted. */
const holds = (text: string, q: string) => q.split(/\s+/).every((word) => compact(text).includes(compact(word)));

/** The spec's relevance (000 section 9), computed here independently of the SQL. */
function relevance(d: Driver, q: string): number {
  const has = (text: string) => holds(text, q);
  return (
    (has(d.name) ? 100 : 0) +
    (has(d.manufacturer) ? 50 : 0) +
    (has(d.category) ? 30 : 0) +
    (has(d.description) ? 20 : 0) +
    (d.isLatest ? 10 : 0) +
    (d.isVerified ? 5 : 0) +
    d.downloadCount / 1000
  );
}

/** The drivers of `drivers` that match `q`, best first: what the search must answer. */
const expectedFor = (drivers: Driver[], q: string) =>
  drivers
    .filter((d) => q.split(/\s+/).every((word) => [d.name, d.description, d.manufacturer, d.category].some((t) => holds(t, word))))
    .sort((a, b) => relevance(b, q) - relevance(a, q) || b.downloadCount - a.downloadCount || a.id - b.id);

let all: Driver[];
beforeAll(async () => {
  all = (await ctx.api().get('/api/drivers').expect(200)).body;
});

const search = async (query: Record<string, string | number>) => (await ctx.api().get('/api/search').query(query).expect(200)).body;

describe('GET /api/search', () => {
  it.each(['realtek', 'Intel', 'WI-FI', 'graphics', 'printer driver', 'realtek audio', 'gaming'])(
    'finds exactly the drivers holding each word of "%s" in name, description, manufacturer or category, best match first',
    async (term) => {
      const expected = expectedFor(all, term.toLowerCase());
      expect(expected.length).toBeGreaterThan(0);
      const result = await search({ q: term, limit: 100 });
      expect(result.fuzzy).toBe(false);
      expect(result.total).toBe(expected.length);
      expect(result.totalCapped).toBe(false);
      expect(result.items.map((d: Driver) => d.id)).toEqual(expected.map((d) => d.id));
    },
  );

  it('puts a name match before a description-only match', async () => {
    const result = await search({ q: 'rtx 4070' });
    expect(result.items[0].name).toContain('RTX 4070');
  });

  it('sorts by name, downloads, rating and latest release', async () => {
    const names = (await search({ q: 'intel', sort: 'name', limit: 100 })).items.map((d: Driver) => d.name);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    const downloads = (await search({ q: 'intel', sort: 'downloads', limit: 100 })).items.map((d: Driver) => d.downloadCount);
    expect(downloads).toEqual([...downloads].sort((a: number, b: number) => b - a));
    const ratings = (await search({ q: 'intel', sort: 'rating', limit: 100 })).items.map((d: Driver) => d.rating);
    expect(ratings).toEqual([...ratings].sort((a: number, b: number) => b - a));
    const dates = (await search({ q: 'intel', sort: 'date', limit: 100 })).items.map((d: Driver) => Date.parse(`1 ${d.releaseDate}`));
    expect(dates).toEqual([...dates].sort((a: number, b: number) => b - a));
  });

  it('filters by exact category and by manufacturer in any case', async () => {
    const result = await search({ q: 'driver', category: 'Audio Devices', manufacturer: 'realtek', limit: 100 });
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((d: Driver) => d.category === 'Audio Devices' && d.manufacturer === 'Realtek')).toBe(true);
  });

  it('answers every driver for an empty query, most downloaded first, with the filters applied', async () => {
    const everything = await search({ q: '  ', limit: 100 });
    expect(everything.total).toBe(all.length);
    expect(everything.items.map((d: Driver) => d.id)).toEqual([...all].sort((a, b) => b.downloadCount - a.downloadCount || a.id - b.id).map((d) => d.id));
    const cameras = await search({ category: 'Cameras', limit: 100 });
    expect(cameras.total).toBe(all.filter((d) => d.category === 'Cameras').length);
  });

  it('pages with limit and offset', async () => {
    const first = await search({ q: 'driver', limit: 5 });
    const second = await search({ q: 'driver', limit: 5, offset: 5 });
    expect(first.items).toHaveLength(5);
    expect(second.total).toBe(first.total);
    expect(second.items.map((d: Driver) => d.id)).not.toContain(first.items[0].id);
  });

  it('tolerates typos when nothing matches exactly', async () => {
    const result = await search({ q: 'realtk' });
    expect(result.fuzzy).toBe(true);
    expect(result.items[0].manufacturer).toBe('Realtek');
    const nothing = await search({ q: 'zzzzqqqq' });
    expect(nothing).toEqual({ total: 0, totalCapped: false, fuzzy: true, sort: 'relevance', items: [] });
  });

  it('treats % and _ as plain characters', async () => {
    expect((await search({ q: '%%%' })).items.every((d: Driver) => d.name.includes('%') || d.description.includes('%'))).toBe(true);
  });

  it.each([
    ['an unknown sort', { sort: 'price' }],
    ['a limit over 100', { limit: 101 }],
    ['a negative offset', { offset: -1 }],
    ['an unknown category', { category: 'Toasters' }],
    ['an unknown parameter', { page: 2 }],
  ])('refuses %s with a 400', async (_name, query) => {
    const res = await ctx.api().get('/api/search').query(query).expect(400);
    expect(res.body.statusCode).toBe(400);
  });
});

describe('what people type', () => {
  const names = (result: { items: Driver[] }) => result.items.map((d) => d.name);

  it('takes a Windows version named in the query as the filter and finds the model before it', async () => {
    const result = await search({ q: 'geforce rtx 4070 windows 11' });
    expect(result.items[0].name).toBe('NVIDIA GeForce RTX 4070 Game Ready Driver');
    expect(result).toMatchObject({ os: 'Windows 11', q: 'geforce rtx 4070', fuzzy: false });
    expect(result.items.every((d: Driver) => runsOnWindows(d.operatingSystem, 'Windows 11'))).toBe(true);
  });

  it('finds a model number typed without its space or hyphen', async () => {
    expect((await search({ q: 'rtx4070' })).items[0].name).toBe('NVIDIA GeForce RTX 4070 Game Ready Driver');
    expect((await search({ q: 'rtl8125b' })).items[0].name).toContain('RTL8125B');
    expect((await search({ q: 'i225v' })).items[0].name).toBe('Intel Ethernet Controller I225-V Driver');
    expect(names(await search({ q: 'wifi', limit: 100 }))).toEqual(names(await search({ q: 'wi-fi', limit: 100 })));
  });

  it.each(['ax 211', 'ax211', 'AX-211'])('finds the Intel AX211 driver first for "%s"', async (q) => {
    expect((await search({ q })).items[0].name).toBe('Intel Wi-Fi 6E AX211 Driver');
  });

  it.each(['rtl 8125b', 'RTL-8125B'])('finds the Realtek RTL8125B driver first for "%s"', async (q) => {
    expect((await search({ q })).items[0].name).toContain('Realtek RTL8125B');
  });

  it('answers only the Realtek drivers that run on Windows 11 for "win11 realtek"', async () => {
    const result = await search({ q: 'win11 realtek', limit: 100 });
    const expected = all.filter((d) => d.manufacturer === 'Realtek' && runsOnWindows(d.operatingSystem, 'Windows 11'));
    expect(result.total).toBe(expected.length);
    expect(result.items.map((d: Driver) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(result.items[0].manufacturer).toBe('Realtek');
    expect(result).toMatchObject({ os: 'Windows 11', q: 'realtek' });
  });

  it('takes an architecture named in the query as the filter', async () => {
    const result = await search({ q: 'realtek 32-bit', limit: 100 });
    const expected = all.filter(
      (d) => holds(`${d.name} ${d.description} ${d.manufacturer} ${d.category}`, 'realtek') && fitsArchitecture(d.architecture, '32-bit'),
    );
    expect(result.items.map((d: Driver) => d.id).sort()).toEqual(expected.map((d) => d.id).sort());
    expect(result).toMatchObject({ architecture: '32-bit', q: 'realtek' });
  });

  it('filters by the os parameter: only drivers whose operating systems name it', async () => {
    const result = await search({ os: 'Windows 7', limit: 100 });
    const expected = all.filter((d) => d.operatingSystem.includes('Windows 7'));
    expect(expected.length).toBeGreaterThan(0);
    expect(result.total).toBe(expected.length);
    expect(result.items.every((d: Driver) => d.operatingSystem.includes('Windows 7'))).toBe(true);
    expect(result.os).toBe('Windows 7');
    expect(result.q).toBeUndefined();
  });

  it('filters by the architecture parameter: a 64-bit-only driver is left out of 32-bit', async () => {
    const result = await search({ q: 'driver', architecture: '32-bit', limit: 100 });
    expect(result.total).toBe(expectedFor(all, 'driver').filter((d) => d.architecture !== '64-bit').length);
    expect(result.items.every((d: Driver) => d.architecture !== '64-bit')).toBe(true);
    expect(result.architecture).toBe('32-bit');
  });

  it('lets the os parameter win over a version named in the query', async () => {
    const result = await search({ q: 'realtek windows 11', os: 'Windows 7', limit: 100 });
    expect(result.os).toBe('Windows 7');
    expect(result.total).toBeGreaterThan(0);
    expect(result.items.every((d: Driver) => d.manufacturer === 'Realtek' && d.operatingSystem.includes('Windows 7'))).toBe(true);
  });

  it('ignores a lone "windows" beside other words, and searches for it alone', async () => {
    expect((await search({ q: 'windows realtek audio', limit: 100 })).total).toBe(expectedFor(all, 'realtek audio').length);
    expect((await search({ q: 'windows' })).total).toBe(expectedFor(all, 'windows').length);
  });

  it('keeps the understood filters when it corrects a typo', async () => {
    const result = await search({ q: 'realtk w11', limit: 100 });
    expect(result).toMatchObject({ fuzzy: true, os: 'Windows 11' });
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((d: Driver) => d.manufacturer === 'Realtek' && runsOnWindows(d.operatingSystem, 'Windows 11'))).toBe(true);
  });

  it.each([
    ['an unknown Windows version', { os: 'Windows 12' }],
    ['an unknown architecture', { architecture: 'arm64' }],
  ])('refuses %s with a 400', async (_name, query) => {
    const res = await ctx.api().get('/api/search').query(query).expect(400);
    expect(res.body.statusCode).toBe(400);
  });
});

describe('GET /api/search/suggestions', () => {
  it('answers at most 8 suggestions with name, description, manufacturer and category, best first', async () => {
    const suggestions = (await ctx.api().get('/api/search/suggestions').query({ q: 'driver' }).expect(200)).body;
    expect(suggestions).toHaveLength(8);
    expect(Object.keys(suggestions[0]).sort()).toEqual(['category', 'description', 'id', 'manufacturer', 'name']);
  });

  it('needs more than 2 characters', async () => {
    expect((await ctx.api().get('/api/search/suggestions').query({ q: 'rt' }).expect(200)).body).toEqual([]);
    expect((await ctx.api().get('/api/search/suggestions').query({ q: 'rtx' }).expect(200)).body.length).toBeGreaterThan(0);
  });

  it('answers what the search page answers, misspellings corrected alike', async () => {
    const suggestions = (await ctx.api().get('/api/search/suggestions').query({ q: 'realtk' }).expect(200)).body;
    const page = await search({ q: 'realtk', limit: 8 });
    expect(suggestions.length).toBeGreaterThan(0);
    expect(suggestions.every((d: Driver) => d.manufacturer === 'Realtek')).toBe(true);
    expect(suggestions.map((d: Driver) => d.id)).toEqual(page.items.map((d: Driver) => d.id));
    const understood = (await ctx.api().get('/api/search/suggestions').query({ q: 'rtx4070 win11' }).expect(200)).body;
    expect(understood[0].name).toBe('NVIDIA GeForce RTX 4070 Game Ready Driver');
  });

  it('matches in any case', async () => {
    const lower = (await ctx.api().get('/api/search/suggestions').query({ q: 'logitech' }).expect(200)).body;
    const upper = (await ctx.api().get('/api/search/suggestions').query({ q: 'LOGITECH' }).expect(200)).body;
    expect(lower).toEqual(upper);
    expect(lower.length).toBeGreaterThan(0);
  });
});

describe('the copy of what search matches against', () => {
  const copyOf = async (id: number) =>
    (
      await ctx.db.query('SELECT "searchText", "category", "manufacturer", "operatingSystem", "architecture" FROM driver_search_texts WHERE "id" = $1', [id])
    )[0];
  const version = async (id: number) => (await ctx.db.query('SELECT xmin::text AS version FROM driver_search_texts WHERE "id" = $1', [id]))[0];
  const DRIVER = {
    name: 'Quokkatron Capture Driver',
    version: '1.4.2',
    releaseDate: 'October 2026',
    description: 'Capture driver for Quokkatron USB video grabbers.',
    operatingSystem: 'Windows 11, Windows 10',
    architecture: '64-bit',
    fileSize: '48 MB',
    manufacturer: 'Razer',
    category: 'USB Controllers',
    downloadUrl: 'https://www.razer.com/synapse-4',
  };

  it('follows a driver the operator adds, renames, moves and deletes, and is not touched by a download', async () => {
    const cookie = await signIn(ctx.api);
    const { id } = (await ctx.api().post('/api/drivers').set('Cookie', cookie).send(DRIVER).expect(201)).body;
    expect(await copyOf(id)).toEqual({
      searchText: expect.stringContaining('quokkatroncapturedriver razer usbcontrollers'),
      category: 'USB Controllers',
      manufacturer: 'Razer',
      operatingSystem: 'Windows 11, Windows 10',
      architecture: '64-bit',
    });

    const changed = {
      ...DRIVER,
      name: 'Wombatix Capture Driver',
      description: 'Capture driver for Wombatix webcams.',
      category: 'Cameras',
      manufacturer: 'Logitech',
      downloadUrl: 'https://www.logitech.com/downloads',
      operatingSystem: 'Windows 10, Windows 8.1',
      architecture: 'Both',
    };
    await ctx.api().put(`/api/drivers/${id}`).set('Cookie', cookie).send(changed).expect(200);
    expect(await copyOf(id)).toEqual({
      searchText: expect.stringContaining('wombatixcapturedriver logitech cameras'),
      category: 'Cameras',
      manufacturer: 'Logitech',
      operatingSystem: 'Windows 10, Windows 8.1',
      architecture: 'Both',
    });
    expect((await search({ q: 'wombatix', category: 'Cameras' })).items.map((d: Driver) => d.id)).toEqual([id]);
    expect((await search({ q: 'wombatix win8.1 x86' })).items.map((d: Driver) => d.id)).toEqual([id]);
    expect((await search({ q: 'wombatix', os: 'Windows 11' })).total).toBe(0);
    expect((await search({ q: 'quokkatron' })).total).toBe(0);

    const before = await version(id);
    await ctx.api().post(`/api/drivers/${id}/download`).expect(200);
    expect(await version(id)).toEqual(before);

    await ctx.api().delete(`/api/drivers/${id}`).set('Cookie', cookie).expect(204);
    expect(await copyOf(id)).toBeUndefined();
  });
});

describe('search over a large catalogue', () => {
  /** Synthetic drivers whose static scores spread widely, so ranking must look past the first rows read. */
  const SYNTHETIC = 4000;
  let large: Driver[];
  beforeAll(async () => {
    await ctx.db.query(
      `INSERT INTO drivers ("name", "version", "releaseDate", "description", "downloadCount", "rating", "isVerified", "isLatest",
                            "operatingSystem", "architecture", "fileSize", "manufacturer", "category", "downloadUrl")
       SELECT 'Synthetic ' || (ARRAY['Vortex Audio', 'Vortex Wi-Fi', 'Nimbus Camera', 'Nimbus Audio'])[1 + i % 4] || ' ' || i,
              '1.0.' || i, 'March 2025',
              (ARRAY['Sound driver for vortex chips.', 'Wireless driver.', 'Camera driver with nimbus vortex support.', 'Audio driver.'])[1 + (i * 7) % 4],
              (i * 7919) % 900000, 1 + i % 5, i % 3 <> 0, i % 5 = 0, 'Windows 11, Windows 10', '64-bit', '12 MB',
              (ARRAY['Vortex Labs', 'Nimbus', 'Realtek'])[1 + i % 3], (ARRAY['Audio Devices', 'Network Adapters', 'Cameras'])[1 + i % 3],
              '/downloads/synthetic-' || i || '.exe'
         FROM generate_series(1, $1::int) AS i`,
      [SYNTHETIC],
    );
    large = (await ctx.api().get('/api/drivers').expect(200)).body;
  });

  it.each(['vortex', 'nimbus audio', 'synthetic', 'vortex labs', 'audio'])('ranks "%s" exactly as scoring every match would, on every page', async (q) => {
    const expected = expectedFor(large, q);
    expect(expected.length).toBeGreaterThan(100);
    for (const offset of [0, 40, 480]) {
      const result = await search({ q, limit: 20, offset });
      expect(result.items.map((d: Driver) => d.id)).toEqual(expected.slice(offset, offset + 20).map((d) => d.id));
    }
    const [first] = (await ctx.api().get('/api/search/suggestions').query({ q }).expect(200)).body;
    expect(first.id).toBe(expected[0].id);
  });

  it('counts matches up to 1,000 and says when there are more', async () => {
    const many = await search({ q: 'synthetic' });
    expect(many).toMatchObject({ total: 1000, totalCapped: true });
    const few = await search({ q: 'nimbus camera', category: 'Audio Devices' });
    expect(few).toMatchObject({ total: expectedFor(large, 'nimbus camera').filter((d) => d.category === 'Audio Devices').length, totalCapped: false });
  });
});
