import { CATEGORY_NAMES, findManufacturer, isOfficialUrl } from '@driveratlas/catalog';
import { useService } from './support';

const ctx = useService();

async function driverOf(category: string): Promise<{ id: number; downloadCount: number; manufacturer: string; name: string }> {
  const drivers = (await ctx.api().get('/api/drivers').query({ category }).expect(200)).body;
  return drivers[0];
}

async function recordsOf(column: 'driverId' | 'printerModelId', id: number) {
  return ctx.db.query<Record<string, unknown>>(`SELECT * FROM download_records WHERE "${column}" = $1`, [id]);
}

describe('POST /api/drivers/{id}/download for a driver', () => {
  it.each(CATEGORY_NAMES)('counts the download, records it and answers the %s installation guide', async (category) => {
    const driver = await driverOf(category);
    const res = await ctx.api().post(`/api/drivers/${driver.id}/download`).set('User-Agent', 'DriverAtlasTest/1.0').expect(200);
    expect(res.body).toEqual({
      installationGuide: { steps: expect.any(Array), tips: expect.any(Array), supportNote: expect.any(String) },
      disclaimer: expect.any(String),
      officialUrl: expect.any(String),
      downloadCount: driver.downloadCount + 1,
      driverId: driver.id,
    });
    expect(res.body.installationGuide.steps.length).toBeGreaterThanOrEqual(6);
    expect(res.body.installationGuide.tips.length).toBeGreaterThanOrEqual(4);
    expect(isOfficialUrl(res.body.officialUrl, findManufacturer(driver.manufacturer)!)).toBe(true);
    const after = (await ctx.api().get(`/api/drivers/${driver.id}`).expect(200)).body;
    expect(after.downloadCount).toBe(driver.downloadCount + 1);
    const records = await recordsOf('driverId', driver.id);
    expect(records).toHaveLength(1);
    expect(records[0]).toEqual(expect.objectContaining({ userAgent: 'DriverAtlasTest/1.0', ipAddress: expect.any(String), printerModelId: null }));
  });

  it('gives each category its own guide', async () => {
    const guides = new Set<string>();
    for (const category of CATEGORY_NAMES) {
      const driver = await driverOf(category);
      const res = await ctx.api().post(`/api/drivers/${driver.id}/download`).expect(200);
      guides.add(JSON.stringify(res.body.installationGuide));
    }
    expect(guides.size).toBe(CATEGORY_NAMES.length);
  });

  it("records the network page's driverModel and driverName against the driver", async () => {
    const driver = await driverOf('Network Adapters');
    await ctx.api().post(`/api/drivers/${driver.id}/download`).send({ driverModel: 'AX211', driverName: driver.name }).expect(200);
    const records = await recordsOf('driverId', driver.id);
    expect(records.at(-1)).toEqual(expect.objectContaining({ driverModel: 'AX211', driverName: driver.name }));
  });

  it('counts 200 concurrent downloads of one driver exactly', async () => {
    const driver = await driverOf('Cameras');
    // Read in the database: public reads show a new count within DOWNLOAD_COUNT_DELAY_MS (response-cache.e2e-spec.ts).
    const countOf = async () => (await ctx.db.query<{ n: number }>('SELECT "downloadCount" AS n FROM drivers WHERE id = $1', [driver.id]))[0].n;
    const [count, before] = [await countOf(), (await recordsOf('driverId', driver.id)).length];
    const answers = await Promise.all(Array.from({ length: 200 }, () => fetch(`${ctx.service.url}/api/drivers/${driver.id}/download`, { method: 'POST' })));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(await countOf()).toBe(count + 200);
    expect((await recordsOf('driverId', driver.id)).length).toBe(before + 200);
  });
});

describe('POST /api/drivers/{id}/download for a printer catalogue model', () => {
  it('records printerModel and printerName against the model and answers the printer guide', async () => {
    const res = await ctx.api().post('/api/drivers/301/download').send({ printerModel: 'ET-4760', printerName: 'Epson EcoTank ET-4760' }).expect(200);
    expect(res.body).toEqual(
      expect.objectContaining({ printerModelId: 301, downloadCount: 1, installationGuide: expect.any(Object), disclaimer: expect.any(String) }),
    );
    expect(isOfficialUrl(res.body.officialUrl, findManufacturer('Epson')!)).toBe(true);
    const records = await recordsOf('printerModelId', 301);
    expect(records).toEqual([expect.objectContaining({ printerModel: 'ET-4760', printerName: 'Epson EcoTank ET-4760', driverId: null })]);
  });

  it('answers 404 for an id that is neither a driver nor a model', async () => {
    const res = await ctx.api().post('/api/drivers/99/download').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'No driver or printer model has id 99.' });
  });
});

describe('GET /api/drivers/{id}/download-file', () => {
  it("redirects a driver to its official page on the manufacturer's own domain", async () => {
    const driver = await driverOf('Graphics Cards');
    const res = await ctx.api().get(`/api/drivers/${driver.id}/download-file`).expect(302);
    expect(isOfficialUrl(res.headers.location, findManufacturer(driver.manufacturer)!)).toBe(true);
  });

  it("redirects a printer model to its page on the brand's own domain", async () => {
    for (const [id, brand] of [
      [101, 'HP'],
      [201, 'Canon'],
      [301, 'Epson'],
      [401, 'Brother'],
    ] as const) {
      const res = await ctx.api().get(`/api/drivers/${id}/download-file`).expect(302);
      expect(isOfficialUrl(res.headers.location, findManufacturer(brand)!)).toBe(true);
    }
  });

  it('answers 404 for an unknown id, never a made-up file', async () => {
    const res = await ctx.api().get('/api/drivers/999999/download-file').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
  });
});
