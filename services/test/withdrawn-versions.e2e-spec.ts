import { signIn, useService } from './support';

/** Versions their makers withdrew, and drivers their makers no longer update: marked, shown, told to My PC, announced once. */
const ctx = useService();
const REASON = 'Some systems lost their Wi-Fi connection after waking from sleep.';
const LINK = 'https://www.intel.com/content/www/us/en/support/articles/000005559/wireless.html';

let cookie: string;
let driver: { id: number; version: string; hardwareIds: string[] };
beforeAll(async () => {
  cookie = await signIn(ctx.api);
  [driver] = await ctx.db.query(`SELECT id, version, "hardwareIds" FROM drivers WHERE name = 'Intel Wi-Fi 6E AX211 Driver'`);
});

const admin = (method: 'post' | 'put' | 'delete', path: string) => ctx.api()[method](path).set('Cookie', cookie).set('Origin', new URL(ctx.service.url).origin);
/** A PC whose one device is the driver's, on `installed` as Windows lists it. */
const report = async (installed: string) => {
  const list = JSON.stringify([
    { DeviceName: 'Intel(R) Wi-Fi 6E AX211 160MHz', HardWareID: [driver.hardwareIds[0]], DriverVersion: installed, DriverProviderName: 'Intel' },
  ]);
  return (await ctx.api().post('/api/device-reports').set('Content-Type', 'text/plain').send(list).expect(200)).body.devices[0];
};
const withdrawnEvents = () => ctx.db.query<{ data: unknown }>(`SELECT event->'data' AS data FROM changes WHERE event->>'type' = 'driver.version_withdrawn'`);

describe('withdrawn versions', () => {
  let previous: string;

  it('keeps the version before when the driver gets a new one, so there is a good version to point to', async () => {
    const [current] = await ctx.db.query<Record<string, unknown>>(`SELECT * FROM drivers WHERE id = $1`, [driver.id]);
    previous = driver.version;
    const { id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore, ...fields } = current;
    void [id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore];
    await admin('put', `/api/drivers/${driver.id}`)
      .send({ ...fields, version: '23.170.0.2', releaseDate: 'December 2025' })
      .expect(200);
  });

  it('refuses a version the driver never had, a page off the maker’s domains, and no session', async () => {
    const refused = await admin('post', `/api/admin/drivers/${driver.id}/withdrawn-versions`).send({ version: '1.0', reason: REASON }).expect(400);
    expect(refused.body.message).toEqual([`version must be one of the driver's versions: 23.170.0.2, ${previous}`]);
    const offSite = await admin('post', `/api/admin/drivers/${driver.id}/withdrawn-versions`)
      .send({ version: '23.170.0.2', reason: REASON, link: 'https://intel-drivers.example/pulled' })
      .expect(400);
    expect(offSite.body.message).toEqual(["link must be on Intel's own domains (intel.com), over https"]);
    await ctx.api().post(`/api/admin/drivers/${driver.id}/withdrawn-versions`).send({ version: '23.170.0.2', reason: REASON }).expect(401);
    expect(await withdrawnEvents()).toEqual([]);
  });

  it('marks the current version withdrawn: the history says so, the feed entry once, one webhook event, the audit log', async () => {
    const history = (
      await admin('post', `/api/admin/drivers/${driver.id}/withdrawn-versions`).send({ version: '23.170.0.2', reason: REASON, link: LINK }).expect(201)
    ).body;
    expect(history.map((v: { version: string; withdrawn: unknown }) => [v.version, v.withdrawn])).toEqual([
      ['23.170.0.2', { reason: REASON, link: LINK, withdrawnAt: expect.any(String) }],
      [previous, null],
    ]);
    expect((await ctx.api().get(`/api/drivers/${driver.id}/versions`).expect(200)).body).toEqual(history);
    await admin('post', `/api/admin/drivers/${driver.id}/withdrawn-versions`).send({ version: '23.170.0.2', reason: REASON }).expect(409);

    const feed = (await ctx.api().get(`/api/feeds/drivers/${driver.id}.atom`).expect(200)).text;
    expect(feed).toContain('Intel Wi-Fi 6E AX211 Driver 23.170.0.2 (withdrawn)');
    expect(feed).toContain(`Withdrawn by Intel: ${REASON}`);
    expect(await withdrawnEvents()).toEqual([
      { data: { driverId: driver.id, version: '23.170.0.2', reason: REASON, link: LINK, withdrawnAt: expect.any(String) } },
    ]);
    const audit = JSON.stringify((await ctx.api().get('/api/admin/audit-log').set('Cookie', cookie).expect(200)).body);
    expect(audit).toContain('Driver version marked withdrawn');
  });

  it('tells My PC of a device on the withdrawn version, pointing to the last good one, and of none on another', async () => {
    expect(await report('23.170.0.2')).toMatchObject({ withdrawn: { version: '23.170.0.2', reason: REASON, link: LINK, lastGoodVersion: previous } });
    expect(await report(previous)).toMatchObject({ withdrawn: null });
  });

  it('takes a mark back, and then My PC says nothing of it', async () => {
    const history = (await admin('delete', `/api/admin/drivers/${driver.id}/withdrawn-versions/23.170.0.2`).expect(200)).body;
    expect(history[0].withdrawn).toBeNull();
    await admin('delete', `/api/admin/drivers/${driver.id}/withdrawn-versions/23.170.0.2`).expect(404);
    expect(await report('23.170.0.2')).toMatchObject({ withdrawn: null });
    // Taking a mark back is no new event.
    expect(await withdrawnEvents()).toHaveLength(1);
  });
});

describe('ended support', () => {
  it("says on the driver and in My PC's match that no newer version will come, with the maker's date", async () => {
    const [r470] = await ctx.db.query<{ id: number }>(`SELECT id FROM drivers WHERE name = 'NVIDIA GeForce GTX 1060 Legacy Driver (R470)'`);
    expect((await ctx.api().get(`/api/drivers/${r470.id}`).expect(200)).body).toMatchObject({ version: '474.89', supportEnded: true, supportEndedOn: null });

    const [current] = await ctx.db.query<Record<string, unknown>>(`SELECT * FROM drivers WHERE id = $1`, [driver.id]);
    const { id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore, ...fields } = current;
    void [id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore];
    await admin('put', `/api/drivers/${driver.id}`)
      .send({ ...fields, supportEnded: true, supportEndedOn: '2026-06-30' })
      .expect(200);
    expect((await report('23.170.0.2')).match.driver).toMatchObject({ id: driver.id, supportEnded: true, supportEndedOn: '2026-06-30' });
    await admin('put', `/api/drivers/${driver.id}`)
      .send({ ...fields, supportEnded: true, supportEndedOn: 'June 2026' })
      .expect(400);
  });
});
