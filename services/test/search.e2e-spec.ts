import { useService } from './support';

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
}

/** The spec's relevance (000 section 9), computed here independently of the SQL. */
function relevance(d: Driver, q: string): number {
  const has = (text: string) => text.toLowerCase().includes(q);
  return (has(d.name) ? 100 : 0) + (has(d.manufacturer) ? 50 : 0) + (has(d.category) ? 30 : 0) + (has(d.description) ? 20 : 0)
    + (d.isLatest ? 10 : 0) + (d.isVerified ? 5 : 0) + d.downloadCount / 1000;
}

let all: Driver[];
beforeAll(async () => {
  all = (await ctx.api().get('/api/drivers').expect(200)).body;
});

const search = async (query: Record<string, string | number>) => (await ctx.api().get('/api/search').query(query).expect(200)).body;

describe('GET /api/search', () => {
  it.each(['realtek', 'Intel', 'WI-FI', 'graphics', 'printer driver', 'gaming'])('finds exactly the drivers containing "%s" in name, description, manufacturer or category, best match first', async (term) => {
    const q = term.toLowerCase();
    const expected = all
      .filter((d) => [d.name, d.description, d.manufacturer, d.category].some((t) => t.toLowerCase().includes(q)))
      .sort((a, b) => relevance(b, q) - relevance(a, q) || b.downloadCount - a.downloadCount || a.id - b.id);
    const result = await search({ q: term, limit: 100 });
    expect(result.fuzzy).toBe(false);
    expect(result.total).toBe(expected.length);
    expect(result.items.map((d: Driver) => d.id)).toEqual(expected.map((d) => d.id));
  });

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
    expect(nothing).toEqual({ total: 0, fuzzy: true, sort: 'relevance', items: [] });
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

  it('matches in any case', async () => {
    const lower = (await ctx.api().get('/api/search/suggestions').query({ q: 'logitech' }).expect(200)).body;
    const upper = (await ctx.api().get('/api/search/suggestions').query({ q: 'LOGITECH' }).expect(200)).body;
    expect(lower).toEqual(upper);
    expect(lower.length).toBeGreaterThan(0);
  });
});
