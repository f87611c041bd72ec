import { signIn, useService } from './support';

const ctx = useService();
let own: Record<string, string>;

interface DriverVersion {
  version: string;
  releaseDate: string;
  fileSize: string;
  notes: string;
  latest: boolean;
}

beforeAll(async () => {
  own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
});

/** The driver's fields as the edit form sends them back, with `change` applied. */
function edited(driver: Record<string, unknown>, change: Record<string, unknown>) {
  const { id: _id, createdAt: _c, updatedAt: _u, releasedOn: _r, ...fields } = driver;
  return Object.fromEntries(Object.entries({ ...fields, ...change }).filter(([, v]) => v !== null));
}

async function aSeedDriver(index: number): Promise<Record<string, unknown> & { id: number; version: string }> {
  return (await ctx.api().get('/api/drivers?category=Network%20Adapters').expect(200)).body[index];
}

const versionsOf = async (id: number): Promise<DriverVersion[]> => (await ctx.api().get(`/api/drivers/${id}/versions`).expect(200)).body;

describe("a driver's version history", () => {
  it('is the current version alone, marked latest, for a driver never edited', async () => {
    const driver = await aSeedDriver(0);
    expect(await versionsOf(driver.id)).toEqual([
      { version: driver.version, releaseDate: driver.releaseDate, fileSize: driver.fileSize, notes: driver.description, latest: true, withdrawn: null },
    ]);
  });

  it('keeps the previous version, its date, size and notes, when an edit changes the version', async () => {
    const driver = await aSeedDriver(1);
    const next = { version: '99.1.0', releaseDate: 'November 2026', fileSize: '12 MB', description: 'Fixes a wake-from-sleep disconnect.' };
    const res = await ctx.api().put(`/api/drivers/${driver.id}`).set(own).send(edited(driver, next)).expect(200);
    expect(res.body).toMatchObject(next);
    expect(await versionsOf(driver.id)).toEqual([
      { version: '99.1.0', releaseDate: 'November 2026', fileSize: '12 MB', notes: next.description, latest: true, withdrawn: null },
      { version: driver.version, releaseDate: driver.releaseDate, fileSize: driver.fileSize, notes: driver.description, latest: false, withdrawn: null },
    ]);
  });

  it('adds nothing when an edit keeps the version', async () => {
    const driver = await aSeedDriver(2);
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { rating: 3, description: 'Reworded.' }))
      .expect(200);
    expect(await versionsOf(driver.id)).toEqual([expect.objectContaining({ version: driver.version, notes: 'Reworded.', latest: true })]);
  });

  it('lists the versions newest first, by release month, the current one first', async () => {
    const driver = await aSeedDriver(3);
    const steps = [
      { version: '2.0', releaseDate: 'March 2026' },
      { version: '3.0', releaseDate: 'September 2026' },
      // A version entered late but released before the others goes below them.
      { version: '1.5', releaseDate: 'January 2020' },
      { version: '4.0', releaseDate: 'October 2026' },
    ];
    for (const step of steps) {
      const current = (await ctx.api().get(`/api/drivers/${driver.id}`).expect(200)).body;
      await ctx.api().put(`/api/drivers/${driver.id}`).set(own).send(edited(current, step)).expect(200);
    }
    const versions = await versionsOf(driver.id);
    expect(versions.map((v) => [v.version, v.latest])).toEqual([
      ['4.0', true],
      ['3.0', false],
      ['2.0', false],
      [driver.version, false],
      ['1.5', false],
    ]);
    expect(versions.filter((v) => v.latest)).toHaveLength(1);
  });

  it('keeps nothing from an edit that was refused', async () => {
    const driver = await aSeedDriver(4);
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { version: '5.0', officialUrl: 'https://example.com/driver' }))
      .expect(400);
    expect(await versionsOf(driver.id)).toHaveLength(1);
  });

  it('goes with the driver when it is deleted', async () => {
    const driver = await aSeedDriver(5);
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { version: '7.7' }))
      .expect(200);
    await ctx.api().delete(`/api/drivers/${driver.id}`).set(own).expect(204);
    await ctx.api().get(`/api/drivers/${driver.id}/versions`).expect(404);
    const [{ n }] = await ctx.db.query<{ n: string }>(`SELECT COUNT(*) AS n FROM driver_versions WHERE "driverId" = $1`, [driver.id]);
    expect(Number(n)).toBe(0);
  });

  it('is a fresh answer after an edit, not the cached one', async () => {
    const driver = await aSeedDriver(0);
    const before = await ctx.api().get(`/api/drivers/${driver.id}/versions`).expect(200);
    expect(before.headers.etag).toBeDefined();
    await ctx
      .api()
      .put(`/api/drivers/${driver.id}`)
      .set(own)
      .send(edited(driver, { version: '8.8' }))
      .expect(200);
    const after = await ctx.api().get(`/api/drivers/${driver.id}/versions`).set('If-None-Match', before.headers.etag).expect(200);
    expect(after.body.map((v: DriverVersion) => v.version)).toEqual(['8.8', driver.version]);
  });

  it('answers 404 for an unknown driver and 400 for an id that is not one', async () => {
    const res = await ctx.api().get('/api/drivers/999999/versions').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Driver 999999 was not found.' });
    await ctx.api().get('/api/drivers/abc/versions').expect(400);
  });
});

describe("a driver's installation guide", () => {
  it("answers its category's guide and its official page without counting a download", async () => {
    const driver = await aSeedDriver(0);
    const downloadCount = (await ctx.api().get(`/api/drivers/${driver.id}`).expect(200)).body.downloadCount;
    const res = await ctx.api().get(`/api/drivers/${driver.id}/installation-guide`).expect(200);
    const recorded = await ctx.api().post(`/api/drivers/${driver.id}/download`).expect(200);
    expect(res.body).toEqual({
      installationGuide: recorded.body.installationGuide,
      disclaimer: recorded.body.disclaimer,
      officialUrl: recorded.body.officialUrl,
    });
    expect(res.body.installationGuide.steps.length).toBeGreaterThan(0);
    expect(recorded.body.downloadCount).toBe(downloadCount + 1);
  });

  it('answers 404 for an unknown id', async () => {
    await ctx.api().get('/api/drivers/999999/installation-guide').expect(404);
  });
});
