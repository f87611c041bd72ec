import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { signIn, tableCounts, useService } from './support';

/** The operator imports a driver's INF files: a preview first, then applied, audited; a broken file changes nothing. */
const ctx = useService();
const FIXTURES = join(__dirname, '../src/catalogue/driver-packages/inf/fixtures');
/** As Windows ships it: UTF-16 LE with its BOM, CRLF. */
const wifiInf = () =>
  Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(readFileSync(join(FIXTURES, 'wifi-package.inf.txt'), 'utf8').replace(/\n/g, '\r\n'), 'utf16le')]);
const AX201 = 'PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086';

let cookie: string;
let driverId: number;
beforeAll(async () => {
  cookie = await signIn(ctx.api);
  driverId = (await ctx.db.query<{ id: number }>(`SELECT id FROM drivers WHERE name = 'Intel Wi-Fi 6E AX211 Driver'`))[0].id;
});

const upload = (path: string, files: Array<[string, Buffer]>) => {
  const req = ctx.api().post(path).set('Cookie', cookie).set('Origin', new URL(ctx.service.url).origin);
  for (const [name, bytes] of files) req.attach('files', bytes, name);
  return req;
};

describe('INF imports', () => {
  it('previews the IDs a UTF-16 INF adds and removes against the current set, changing nothing', async () => {
    const before = await tableCounts(ctx.db);
    const devicesBefore = (await ctx.api().get(`/api/drivers/${driverId}/devices`).expect(200)).body;
    const res = await upload(`/api/admin/drivers/${driverId}/inf/preview`, [['Netwtw14.inf', wifiInf()]]).expect(200);
    expect(res.body).toMatchObject({
      id: driverId,
      name: 'Intel Wi-Fi 6E AX211 Driver',
      applied: false,
      files: [{ file: 'Netwtw14.inf', driverDate: '2025-06-18', driverVersion: '23.160.0.4', class: 'Net', provider: 'Intel', hardwareIds: 8 }],
    });
    expect(res.body.added.length + res.body.kept).toBe(8);
    expect(res.body.removed.length).toBeGreaterThan(0);
    expect(await tableCounts(ctx.db)).toEqual(before);
    expect((await ctx.api().get(`/api/drivers/${driverId}/devices`).expect(200)).body).toEqual(devicesBefore);
  });

  it('applies it in one transaction: the driver declares its IDs for its current version, a report finds it by them, the audit log says so', async () => {
    const res = await upload(`/api/admin/drivers/${driverId}/inf`, [['Netwtw14.inf', wifiInf()]]).expect(200);
    expect(res.body).toMatchObject({ id: driverId, applied: true });
    const devices = (await ctx.api().get(`/api/drivers/${driverId}/devices`).expect(200)).body;
    expect(devices.files).toEqual([expect.objectContaining({ file: 'Netwtw14.inf', driverVersion: '23.160.0.4', origin: 'operator' })]);
    expect(devices.devices.map((d: { hardwareId: string }) => d.hardwareId)).toContain(AX201);
    const list = JSON.stringify([
      { DeviceName: 'Intel(R) Wi-Fi 6 AX201 160MHz', HardWareID: [`${AX201}&REV_20`, AX201], DriverVersion: '23.160.0.4', DriverProviderName: 'Intel' },
    ]);
    const report = (await ctx.api().post('/api/device-reports?windows=11&architecture=x64').set('Content-Type', 'text/plain').send(list).expect(200)).body;
    expect(report.devices[0].match).toMatchObject({ driver: { id: driverId }, declaredBy: { file: 'Netwtw14.inf', packageVersion: expect.any(String) } });
    const audit = (await ctx.api().get('/api/admin/audit-log').set('Cookie', cookie).expect(200)).body;
    expect(JSON.stringify(audit)).toContain('Driver INF files imported');
  });

  it('offers no package whose sections do not install on the visitor’s Windows: the Arm64 section starts at Windows 11', async () => {
    const list = JSON.stringify([{ DeviceName: 'Intel(R) Wi-Fi 6E AX210', HardWareID: 'PCI\\VEN_8086&DEV_2725&SUBSYS_00208086' }]);
    const arm = (windows: string) => ctx.api().post(`/api/device-reports?windows=${windows}&architecture=arm64`).set('Content-Type', 'text/plain').send(list);
    expect((await arm('11').expect(200)).body.devices[0].match).toMatchObject({ driver: { id: driverId } });
    expect((await arm('10').expect(200)).body.devices[0].match?.driver.id).not.toBe(driverId);
  });

  it.each([
    ['a file that is not an INF', [['notes.inf', Buffer.from('hello\r\nworld\r\n')]], 400, 'notes.inf, line 1:'],
    [
      'a models section it names missing',
      [['broken.inf', Buffer.from('[Version]\r\nSignature="$WINDOWS NT$"\r\nDriverVer=10/14/2025,1.0\r\n[Manufacturer]\r\n%M%=M,NTamd64\r\n')]],
      400,
      'broken.inf, line 5: the models section [M.NTamd64] it names is missing',
    ],
    [
      'the same file twice',
      [
        ['Netwtw14.inf', wifiInf()],
        ['netwtw14.INF', wifiInf()],
      ],
      400,
      'netwtw14.INF is sent twice',
    ],
    ['no file (no multipart body)', [], 415, 'Send the INF files as multipart/form-data'],
    ['too many files', Array.from({ length: 21 }, (_, i) => [`f${i}.inf`, wifiInf()] as [string, Buffer]), 400, 'at most 20 INF files'],
    ['a file over 4 MB', [['huge.inf', Buffer.alloc(4 * 1024 * 1024 + 1, 0x41)]], 413, 'larger than 4 MB'],
  ] as Array<[string, Array<[string, Buffer]>, number, string]>)('refuses %s, naming it, and changes nothing', async (_case, files, status, message) => {
    const before = await tableCounts(ctx.db);
    const res = await upload(`/api/admin/drivers/${driverId}/inf`, files).expect(status);
    expect(res.body).toEqual({ statusCode: status, error: expect.any(String), message: expect.stringContaining(message) });
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('needs a signed-in session and the site’s own origin', async () => {
    await ctx.api().post(`/api/admin/drivers/${driverId}/inf/preview`).attach('files', wifiInf(), 'a.inf').expect(401);
    await ctx
      .api()
      .post(`/api/admin/drivers/${driverId}/inf`)
      .set('Cookie', cookie)
      .set('Origin', 'https://evil.example')
      .attach('files', wifiInf(), 'a.inf')
      .expect(403);
  });

  it('answers 404 for a driver that does not exist, and 415 for a body that is not multipart', async () => {
    await upload('/api/admin/drivers/999999/inf/preview', [['a.inf', wifiInf()]]).expect(404);
    await ctx
      .api()
      .post(`/api/admin/drivers/${driverId}/inf`)
      .set('Cookie', cookie)
      .set('Origin', new URL(ctx.service.url).origin)
      .send({ files: [] })
      .expect(415);
  });
});
