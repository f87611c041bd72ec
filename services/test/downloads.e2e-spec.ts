import { CATEGORY_NAMES, findManufacturer, isOfficialUrl } from '@driveratlas/driver-domain';
import { eventually, recordedDownloads, startService } from '@driveratlas/testing';
import { Agent, request } from 'node:http';
import { useService } from './support';

/** How long a download's count takes at most to show in the public reads, here. */
const DOWNLOAD_COUNT_DELAY_MS = 1000;
const ctx = useService({ DOWNLOAD_COUNT_DELAY_MS: String(DOWNLOAD_COUNT_DELAY_MS) });

async function driverOf(category: string): Promise<{ id: number; downloadCount: number; manufacturer: string; name: string }> {
  const drivers = (await ctx.api().get('/api/drivers').query({ category }).expect(200)).body;
  return drivers[0];
}

async function recordsOf(column: 'driverId' | 'printerModelId', id: number) {
  return ctx.db.query<Record<string, unknown>>(`SELECT * FROM download_records WHERE "${column}" = $1`, [id]);
}

/** A driver's counter, the downloads still pending for it and its records, in the database. */
async function countsOf(id: number): Promise<{ counter: number; pending: number; records: number }> {
  const [counts] = await ctx.db.query<{ counter: number; pending: number; records: number }>(
    `SELECT "downloadCount" AS counter,
            (SELECT COUNT(*)::int FROM pending_downloads WHERE "driverId" = $1) AS pending,
            (SELECT COUNT(*)::int FROM download_records WHERE "driverId" = $1) AS records
       FROM drivers WHERE id = $1`,
    [id],
  );
  return counts;
}

/** The count the public reads show, once it is `expected`: asked until it is, within DOWNLOAD_COUNT_DELAY_MS and a margin. */
async function shownCountBecomes(id: number, expected: number): Promise<number> {
  return eventually(async () => (await ctx.api().get(`/api/drivers/${id}`).expect(200)).body.downloadCount === expected, DOWNLOAD_COUNT_DELAY_MS + 1000);
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
    await shownCountBecomes(driver.id, driver.downloadCount + 1);
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

  it('counts and records the download it sends the visitor to, so Get Driver works as a plain link', async () => {
    const driver = await driverOf('Audio Devices');
    const before = await countsOf(driver.id);
    const res = await ctx.api().get(`/api/drivers/${driver.id}/download-file`).set('User-Agent', 'link-test').expect(302);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await recordsOf('driverId', driver.id)).filter((r) => r.userAgent === 'link-test')).toHaveLength(1);
    expect((await countsOf(driver.id)).records).toBe(before.records + 1);
    await shownCountBecomes(driver.id, before.counter + before.pending + 1);
  });

  it('answers HEAD as GET would, for a driver and a printer model, counting and recording nothing', async () => {
    const driver = await driverOf('Cameras');
    // Counters and pending downloads together (recordedDownloads): the service moves the one into the other at any time.
    const counted = async (id: number) => [await recordedDownloads(ctx.db, id), (await ctx.db.query('SELECT id FROM download_records')).length];
    for (const id of [driver.id, 302]) {
      const get = await ctx.api().get(`/api/drivers/${id}/download-file`).expect(302);
      const before = await counted(id);
      const head = await ctx.api().head(`/api/drivers/${id}/download-file`).expect(302);
      expect(head.headers).toMatchObject({ location: get.headers.location, 'cache-control': 'no-store' });
      expect(await counted(id)).toEqual(before);
    }
    await ctx.api().head('/api/drivers/999999/download-file').expect(404);
  });

  it('answers 404 for an unknown id, never a made-up file, and counts nothing', async () => {
    const [{ n }] = await ctx.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM download_records');
    const res = await ctx.api().get('/api/drivers/999999/download-file').expect(404);
    expect(res.headers['content-type']).toMatch(/json/);
    expect((await ctx.db.query<{ n: number }>('SELECT COUNT(*)::int AS n FROM download_records'))[0].n).toBe(n);
  });
});

/** Sends a request without a body on `agent` and answers its status. */
function send(agent: Agent, method: 'GET' | 'POST', path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request(`${ctx.service.url}${path}`, { method, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode!));
    });
    req.once('error', reject);
    req.end();
  });
}

describe('a crowd downloading one driver', () => {
  // The figure for 5,000 over 200 is npm run bench:downloads (docs/benchmarks.md): longer than a test on this machine.
  const [downloads, connections] = [1000, 100];

  it(`is counted whole: ${downloads} downloads over ${connections} connections, half by POST and half by link, none answered 5xx, the count exact within DOWNLOAD_COUNT_DELAY_MS`, async () => {
    const driver = (await ctx.api().get('/api/drivers').query({ category: 'Cameras' }).expect(200)).body[1];
    const before = await countsOf(driver.id);
    const agent = new Agent({ keepAlive: true, maxSockets: connections });
    const statuses: Record<number, number> = {};
    let sent = 0;
    try {
      await Promise.all(
        Array.from({ length: connections }, async () => {
          while (sent < downloads) {
            const byLink = sent++ % 2 === 1;
            const status = await send(agent, byLink ? 'GET' : 'POST', `/api/drivers/${driver.id}/${byLink ? 'download-file' : 'download'}`);
            statuses[status] = (statuses[status] ?? 0) + 1;
          }
        }),
      );
    } finally {
      agent.destroy();
    }
    expect(statuses).toEqual({ 200: downloads / 2, 302: downloads / 2 });
    const wait = await shownCountBecomes(driver.id, before.counter + before.pending + downloads);
    expect(wait).toBeLessThanOrEqual(DOWNLOAD_COUNT_DELAY_MS + 500);
    expect(await countsOf(driver.id)).toEqual({ counter: before.counter + before.pending + downloads, pending: 0, records: before.records + downloads });
  });
});

describe('download counts when a process stops', () => {
  /** Another process on the same database, whose counts wait a minute: what it has recorded is pending until it stops. */
  const slowCounter = () => startService(ctx.db.url, { DOWNLOAD_COUNT_DELAY_MS: '60000' });

  it('are counted as it stops', async () => {
    const driver = await driverOf('USB Controllers');
    const other = await slowCounter();
    const before = await countsOf(driver.id);
    try {
      for (let i = 0; i < 3; i++) await fetch(`${other.url}/api/drivers/${driver.id}/download`, { method: 'POST' }).then((res) => expect(res.status).toBe(200));
      expect((await countsOf(driver.id)).pending).toBeGreaterThan(0);
    } finally {
      await other.stop();
    }
    expect(await countsOf(driver.id)).toEqual({ counter: before.counter + before.pending + 3, pending: 0, records: before.records + 3 });
  });

  it('are counted when it crashed, from what it recorded, by the next process to start', async () => {
    const driver = await driverOf('USB Controllers');
    const crashing = await slowCounter();
    const before = await countsOf(driver.id);
    try {
      for (let i = 0; i < 3; i++)
        await fetch(`${crashing.url}/api/drivers/${driver.id}/download`, { method: 'POST' }).then((res) => expect(res.status).toBe(200));
      process.kill(crashing.pid, 'SIGKILL');
    } finally {
      await crashing.stop();
    }
    expect((await countsOf(driver.id)).counter).toBeLessThan(before.counter + before.pending + 3);
    const next = await slowCounter();
    try {
      await eventually(async () => (await countsOf(driver.id)).pending === 0, 5000);
    } finally {
      await next.stop();
    }
    expect(await countsOf(driver.id)).toEqual({ counter: before.counter + before.pending + 3, pending: 0, records: before.records + 3 });
  });
});
