import { CATEGORY_NAMES, findManufacturer, isOfficialUrl, MANUFACTURERS } from '@driveratlas/driver-domain';
import { useService } from './support';

const ctx = useService();

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
  category: string;
  officialUrl: string;
  downloadCount: number;
  isLatest: boolean;
  isVerified: boolean;
  rating: number;
  [key: string]: unknown;
}

const DRIVER_FIELDS = [
  'id',
  'name',
  'version',
  'releaseDate',
  'description',
  'downloadCount',
  'rating',
  'isVerified',
  'isLatest',
  'operatingSystem',
  'architecture',
  'fileSize',
  'manufacturer',
  'category',
  'downloadUrl',
];

describe('the driver catalogue', () => {
  let drivers: Driver[];
  beforeAll(async () => {
    drivers = (await ctx.api().get('/api/drivers').expect(200).expect('content-type', /json/)).body;
  });

  it('lists at least 75 drivers with every field of the driver record', () => {
    expect(drivers.length).toBeGreaterThanOrEqual(75);
    for (const driver of drivers) {
      for (const field of DRIVER_FIELDS) expect(driver).toHaveProperty(field);
      expect(driver.rating).toBeGreaterThanOrEqual(1);
      expect(driver.rating).toBeLessThanOrEqual(5);
    }
  });

  it('has at least 8 drivers in each of the seven categories', () => {
    for (const category of CATEGORY_NAMES) {
      expect(drivers.filter((d) => d.category === category).length).toBeGreaterThanOrEqual(8);
    }
  });

  it("names only manufacturers of the sidebar list and links each driver to its manufacturer's own domain", () => {
    for (const driver of drivers) {
      const manufacturer = findManufacturer(driver.manufacturer);
      expect(manufacturer).toBeDefined();
      expect(isOfficialUrl(driver.officialUrl, manufacturer!)).toBe(true);
    }
  });

  it('gives driver ids that never collide with the printer catalogue ids', () => {
    expect(Math.min(...drivers.map((d) => d.id))).toBeGreaterThanOrEqual(1000);
  });

  it('filters by category', async () => {
    const res = await ctx.api().get('/api/drivers').query({ category: 'Network Adapters' }).expect(200);
    expect(res.body.length).toBe(drivers.filter((d) => d.category === 'Network Adapters').length);
    expect(res.body.every((d: Driver) => d.category === 'Network Adapters')).toBe(true);
  });

  it('filters by manufacturer in any case, by name or by the sidebar filter value', async () => {
    const byName = (await ctx.api().get('/api/drivers?manufacturer=HP').expect(200)).body as Driver[];
    const byLower = (await ctx.api().get('/api/drivers?manufacturer=hp').expect(200)).body as Driver[];
    expect(byName.length).toBeGreaterThanOrEqual(5);
    expect(byLower).toEqual(byName);
    const bySlug = (await ctx.api().get('/api/drivers?manufacturer=cirrus-logic').expect(200)).body as Driver[];
    expect(bySlug.length).toBeGreaterThan(0);
    expect(bySlug.every((d) => d.manufacturer === 'Cirrus Logic')).toBe(true);
  });

  it('has at least 5 drivers for each brand with a brand page', async () => {
    for (const brand of ['HP', 'Canon', 'Epson', 'Brother']) {
      const res = await ctx.api().get('/api/drivers').query({ manufacturer: brand }).expect(200);
      expect(res.body.length).toBeGreaterThanOrEqual(5);
    }
  });

  it('features the verified latest drivers, most downloaded first', async () => {
    const featured = (await ctx.api().get('/api/drivers/featured').expect(200)).body as Driver[];
    const expected = drivers.filter((d) => d.isVerified && d.isLatest).sort((a, b) => b.downloadCount - a.downloadCount || a.id - b.id);
    expect(featured.map((d) => d.id)).toEqual(expected.map((d) => d.id));
    expect(featured.length).toBeGreaterThanOrEqual(8);
    expect(featured.filter((d) => d.category === 'Graphics Cards').length).toBeGreaterThan(0);
  });

  it('answers one driver by id', async () => {
    const res = await ctx.api().get(`/api/drivers/${drivers[0].id}`).expect(200);
    expect(res.body).toEqual(drivers[0]);
  });

  it('covers every Windows version the graphics page filters on', () => {
    const graphics = drivers.filter((d) => d.category === 'Graphics Cards');
    for (const os of ['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7']) {
      expect(graphics.some((d) => String(d.operatingSystem).includes(os))).toBe(true);
    }
  });
});

describe('categories', () => {
  it('lists the seven categories in site order with descriptions and live driver counts', async () => {
    const categories = (await ctx.api().get('/api/categories').expect(200)).body;
    expect(categories.map((c: { name: string }) => c.name)).toEqual(CATEGORY_NAMES);
    const drivers = (await ctx.api().get('/api/drivers').expect(200)).body as Driver[];
    for (const category of categories) {
      expect(Object.keys(category).sort()).toEqual(['description', 'driverCount', 'icon', 'id', 'name']);
      expect(category.description.length).toBeGreaterThan(20);
      expect(category.driverCount).toBe(drivers.filter((d) => d.category === category.name).length);
    }
  });
});

describe('printer brands and model catalogues', () => {
  it('lists HP, Canon, Epson, Brother and the other brands with live driver counts', async () => {
    const brands = (await ctx.api().get('/api/printer-brands').expect(200)).body;
    expect(brands.map((b: { name: string }) => b.name)).toEqual(['HP', 'Canon', 'Epson', 'Brother', 'Xerox', 'Lexmark', 'Samsung', 'Ricoh']);
    for (const brand of brands) {
      expect(brand).toEqual(expect.objectContaining({ id: expect.any(Number), name: expect.any(String), driverCount: expect.any(Number) }));
      const models = (await ctx.api().get('/api/printer-models').query({ brand: brand.name })).body;
      const drivers = (await ctx.api().get('/api/drivers').query({ manufacturer: brand.name }).expect(200)).body;
      expect(brand.driverCount).toBe((Array.isArray(models) ? models.length : 0) + drivers.length);
    }
  });

  const CATALOGUES: Array<[string, number, number, string[]]> = [
    ['HP', 30, 101, ['M404dw', '9025e', '2755e', 'M454dw', '6455e', '8035e']],
    ['Canon', 24, 201, ['TS9120', 'TS8320', 'MF445dw', 'MB5420', 'GX7020', 'CP1300']],
    ['Epson', 23, 301, ['ET-4760', 'ET-2720', 'XP-4105', 'WF-2950', 'WF-4830', 'P700', 'ET-3760', 'XP-8700']],
    ['Brother', 24, 401, ['HL-L2350DW', 'MFC-L2750DW', 'DCP-L2550DW', 'MFC-J4335DW', 'DCP-T820DW', 'QL-820NWB', 'MFC-J995DW', 'HL-L3270CDW']],
  ];

  it.each(CATALOGUES)('holds exactly the %s catalogue of %i models from id %i with every popular model', async (brand, size, firstId, popular) => {
    const models = (await ctx.api().get('/api/printer-models').query({ brand }).expect(200)).body;
    expect(models).toHaveLength(size);
    expect(models.map((m: { id: number }) => m.id)).toEqual(Array.from({ length: size }, (_, i) => firstId + i));
    for (const model of popular) expect(models.map((m: { modelNumber: string }) => m.modelNumber)).toContain(model);
    const manufacturer = MANUFACTURERS.find((m) => m.name === brand)!;
    for (const model of models) {
      expect(model).toEqual(
        expect.objectContaining({
          brand,
          fullName: expect.any(String),
          series: expect.any(String),
          category: expect.any(String),
          driverFile: expect.any(String),
          fileSize: expect.stringMatching(/^\d+ MB$/),
        }),
      );
      expect(isOfficialUrl(model.officialUrl, manufacturer)).toBe(true);
    }
  });

  it('keeps Epson and Brother driver files within 45-205 MB and at the stated versions', async () => {
    for (const brand of ['Epson', 'Brother']) {
      const models = (await ctx.api().get('/api/printer-models').query({ brand }).expect(200)).body;
      for (const model of models) {
        const size = parseInt(model.fileSize, 10);
        expect(size).toBeGreaterThanOrEqual(45);
        expect(size).toBeLessThanOrEqual(205);
        if (brand === 'Epson') expect(model.driverFile).toContain('v2.68');
        if (brand === 'Brother') {
          const version = { Laser: 'v1.12', Inkjet: 'v1.0.5', Tank: 'v1.0.5', Label: 'v1.5' }[model.category as string];
          expect(model.driverFile).toContain(version);
        }
      }
    }
  });

  it('accepts the brand in any case and refuses an unknown brand', async () => {
    expect((await ctx.api().get('/api/printer-models?brand=epson').expect(200)).body).toHaveLength(23);
    const res = await ctx.api().get('/api/printer-models?brand=Acme').expect(400);
    expect(res.body.message).toEqual([expect.stringContaining('brand must be one of')]);
  });
});

describe('seed data', () => {
  it('is loaded once: a restart adds nothing and a deleted driver stays deleted', async () => {
    const before = (await ctx.db.query<{ n: string }>('SELECT COUNT(*) AS n FROM drivers'))[0].n;
    await ctx.db.query('DELETE FROM drivers WHERE id = (SELECT MIN(id) FROM drivers)');
    await ctx.service.stop();
    await ctx.service.restart();
    const after = (await ctx.db.query<{ n: string }>('SELECT COUNT(*) AS n FROM drivers'))[0].n;
    expect(Number(after)).toBe(Number(before) - 1);
    expect(Number((await ctx.db.query<{ n: string }>('SELECT COUNT(*) AS n FROM printer_models'))[0].n)).toBe(101);
  });
});
