import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, tableCounts, useService } from './support';

/** The operator imports the PC makers' catalogs: previewed, applied once, a newer version kept with its history, a wrong file refused. */
const ctx = useService();
const FIXTURES = join(__dirname, '../src/catalogue/maker-catalogs/fixtures');
const fixture = (name: string) => readFileSync(join(FIXTURES, name), 'utf8');
/** As Dell ships its catalog: UTF-16 LE with its byte order mark, CRLF. */
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le')]);
const dellCatalog = () => utf16(fixture('dell-catalog.xml'));
const AUDIO_DEVICE = 'PCI\\VEN_10EC&DEV_0289&SUBSYS_0A211028';

let cookie: string;
beforeAll(async () => {
  cookie = await signIn(ctx.api);
});

const upload = (path: string, files: Array<[string, Buffer]>) => {
  const req = ctx.api().post(path).set('Cookie', cookie).set('Origin', new URL(ctx.service.url).origin);
  for (const [name, bytes] of files) req.attach('files', bytes, name);
  return req;
};
/** The webhook events the change log holds for drivers. */
const driverEvents = async () =>
  (
    await ctx.db.query<{ type: string; id: string }>(
      `SELECT event->>'type' AS type, "entityId" AS id FROM changes WHERE entity = 'drivers' AND event IS NOT NULL ORDER BY id`,
    )
  ).map(({ type, id }) => `${type} ${id}`);

describe("the makers' catalogs, imported", () => {
  let audioId: number;

  it('previews what Dell’s catalog would make, changing nothing: its drivers, and why the application and the BIOS are not offered', async () => {
    const before = await tableCounts(ctx.db);
    const res = await upload('/api/admin/catalog-imports/dell/preview', [['CatalogPC.xml', dellCatalog()]]).expect(200);
    expect(res.body).toMatchObject({ maker: 'Dell', file: 'CatalogPC.xml', packages: 4, applied: false, itemsCut: false });
    expect(res.body.counts).toEqual({ added: 2, newVersion: 0, devicesAdded: 0, unchanged: 0, older: 0, notOffered: 2, refused: 0 });
    expect(res.body.items.map((i: { packageId: string; action: string; reason: string | null }) => [i.packageId, i.action, i.reason])).toEqual([
      ['5K8YG', 'added', null],
      ['X0CVT', 'added', null],
      ['8C27J', 'notOffered', 'Not offered: it is an Application, not a driver.'],
      ['2WH8K', 'notOffered', 'Not offered: it is a BIOS, not a driver.'],
    ]);
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('applies it once: the drivers on their pages with their devices, found by My PC, announced once, in the audit log', async () => {
    const eventsBefore = await driverEvents();
    const res = await upload('/api/admin/catalog-imports/dell', [['CatalogPC.xml', dellCatalog()]]).expect(200);
    expect(res.body.counts).toMatchObject({ added: 2, notOffered: 2 });
    audioId = res.body.items[0].driverId;
    const driver = (await ctx.api().get(`/api/drivers/${audioId}`).expect(200)).body;
    expect(driver).toMatchObject({
      name: 'Realtek High Definition Audio Driver',
      version: '6.0.9733.1',
      releaseDate: 'October 2024',
      manufacturer: 'Dell',
      category: 'Audio Devices',
      operatingSystem: 'Windows 11, Windows 10',
      architecture: '64-bit',
      fileSize: '402 MB',
      officialUrl: 'https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=5K8YG',
    });
    expect(driver.hardwareIds).toContain(AUDIO_DEVICE);
    const devices = (await ctx.api().get(`/api/drivers/${audioId}/devices`).expect(200)).body;
    expect(devices.files).toEqual([expect.objectContaining({ file: 'CatalogPC.xml: 5K8YG', driverVersion: '6.0.9733.1', origin: 'catalog' })]);

    const list = JSON.stringify([{ DeviceName: 'Realtek High Definition Audio', HardWareID: [`${AUDIO_DEVICE}&REV_1000`, AUDIO_DEVICE] }]);
    const report = (await ctx.api().post('/api/device-reports?windows=11&architecture=x64').set('Content-Type', 'text/plain').send(list).expect(200)).body;
    expect(report.devices[0].match).toMatchObject({ driver: { id: audioId }, declaredBy: { file: 'CatalogPC.xml: 5K8YG', packageVersion: '6.0.9733.1' } });

    const made = res.body.items.slice(0, 2).map((i: { driverId: number }) => `driver.created ${i.driverId}`);
    expect((await driverEvents()).filter((e) => !eventsBefore.includes(e))).toEqual(made);
    const audit = JSON.stringify((await ctx.api().get('/api/admin/audit-log').set('Cookie', cookie).expect(200)).body);
    expect(audit.split('Maker catalog imported').length - 1).toBe(1);
  });

  it('changes nothing when the same catalog comes again', async () => {
    const [before, eventsBefore] = [await tableCounts(ctx.db), await driverEvents()];
    const res = await upload('/api/admin/catalog-imports/dell', [['CatalogPC.xml', dellCatalog()]]).expect(200);
    expect(res.body.counts).toMatchObject({ added: 0, newVersion: 0, devicesAdded: 0, unchanged: 2, notOffered: 2 });
    const after = await tableCounts(ctx.db);
    // The audit log and the idempotency keys hold the import itself; the catalogue holds nothing more.
    expect({ ...after, audit_entries: 0, idempotency_keys: 0 }).toEqual({ ...before, audit_entries: 0, idempotency_keys: 0 });
    expect(await driverEvents()).toEqual(eventsBefore);
  });

  it("makes a newer package the driver's new version, the one before kept in its history, announced once", async () => {
    const newer = fixture('dell-catalog.xml')
      .replace(/5K8YG/g, '7N2QD')
      .replace(/6\.0\.9733\.1/g, '6.0.9801.1')
      .replace('releaseDate="October 14, 2024"', 'releaseDate="February 20, 2025"');
    const eventsBefore = await driverEvents();
    const res = await upload('/api/admin/catalog-imports/dell', [['CatalogPC.xml', utf16(newer)]]).expect(200);
    expect(res.body.items[0]).toMatchObject({ packageId: '7N2QD', action: 'newVersion', driverId: audioId, previousVersion: '6.0.9733.1' });
    expect(res.body.counts).toMatchObject({ newVersion: 1, unchanged: 1 });
    const versions = (await ctx.api().get(`/api/drivers/${audioId}/versions`).expect(200)).body;
    expect(versions.map((v: { version: string; latest: boolean }) => [v.version, v.latest])).toEqual([
      ['6.0.9801.1', true],
      ['6.0.9733.1', false],
    ]);
    expect((await driverEvents()).filter((e) => !eventsBefore.includes(e))).toEqual([`driver.updated ${audioId}`]);
    // The older package, met again, is older than the driver: nothing changes.
    const again = await upload('/api/admin/catalog-imports/dell', [['CatalogPC.xml', dellCatalog()]]).expect(200);
    expect(again.body.items[0]).toMatchObject({ packageId: '5K8YG', action: 'unchanged' });
  });

  it("imports Lenovo's descriptors and HP's CVA files, each package a driver of its maker", async () => {
    const lenovo = await upload('/api/admin/catalog-imports/lenovo', [['n3ywl25w_2_.xml', Buffer.from(fixture('lenovo-package.xml'))]]).expect(200);
    expect(lenovo.body.items).toEqual([expect.objectContaining({ packageId: 'n3ywl25w', action: 'added' })]);
    const wifi = (await ctx.api().get(`/api/drivers/${lenovo.body.items[0].driverId}`).expect(200)).body;
    expect(wifi).toMatchObject({
      manufacturer: 'Lenovo',
      category: 'Network Adapters',
      downloadUrl: 'https://download.lenovo.com/pccbbs/mobiles/n3ywl25w.exe',
    });

    const hp = await upload('/api/admin/catalog-imports/hp', [['sp151033.cva', Buffer.from(fixture('hp-softpaq.cva').replace(/\n/g, '\r\n'))]]).expect(200);
    expect(hp.body.items).toEqual([expect.objectContaining({ packageId: 'sp151033', action: 'added' })]);
    expect((await ctx.api().get(`/api/drivers/${hp.body.items[0].driverId}`).expect(200)).body).toMatchObject({
      manufacturer: 'HP',
      fileSize: 'Not given by HP',
    });
  });

  it('refuses a file that is not its maker’s format, naming it, and changes nothing', async () => {
    const before = await tableCounts(ctx.db);
    const res = await upload('/api/admin/catalog-imports/dell', [['CatalogPC.xml', Buffer.from(fixture('lenovo-package.xml'))]]).expect(400);
    expect(res.body.message).toMatch(/^CatalogPC\.xml, line \d+: /);
    await upload('/api/admin/catalog-imports/dell', [
      ['a.xml', dellCatalog()],
      ['b.xml', dellCatalog()],
    ]).expect(400);
    await upload('/api/admin/catalog-imports/acer', [['a.xml', dellCatalog()]]).expect(400);
    expect({ ...(await tableCounts(ctx.db)), idempotency_keys: 0 }).toEqual({ ...before, idempotency_keys: 0 });
  });
});
