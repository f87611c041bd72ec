import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALID } from './examples';
import { signIn, tableCounts, useService } from './support';

const ctx = useService({ LOG_LEVEL: 'debug' });
const FIXTURES = join(__dirname, '../src/catalogue/device-reports/fixtures');
const fixture = (file: string) => readFileSync(join(FIXTURES, file));
const report = (body: Buffer | string, type = 'text/plain; charset=utf-8') => ctx.api().post('/api/device-reports').set('Content-Type', type).send(body);

interface Reported {
  line: number;
  name: string | null;
  verdict: string;
  installedAs: string | null;
  hardwareIds: string[];
  match: { matchedBy: string; matchedId: string; driver: { name: string; path: string } } | null;
  manufacturer: { slug: string; supportUrl: string } | null;
}

/**
 * The fixture PC (services/src/catalogue/device-reports/fixtures: a Raptor Lake desktop with an RTX 4090), device by device:
 * [Windows' name, verdict, how the catalogue's driver matched, that driver]. Each verdict is what the device's
 * installed driver and the seed catalogue call for.
 */
const FIXTURE_PC_VERDICTS: Array<[name: string, verdict: string, matchedBy: string | null, driver: string | null]> = [
  // 32.0.15.8157 is NVIDIA's 581.57, the RTX 40 Series driver's own version; the 4090 is found as a device of that series.
  ['NVIDIA GeForce RTX 4090', 'up-to-date', 'series', 'NVIDIA GeForce RTX 4070 Game Ready Driver'],
  ['High Definition Audio Controller', 'windows-driver', null, null],
  ['NVIDIA High Definition Audio', 'not-in-catalogue', null, null],
  ['Intel(R) Wi-Fi 6E AX211 160MHz', 'up-to-date', 'hardware-id', 'Intel Wi-Fi 6E AX211 Driver'],
  ['Intel(R) Wireless Bluetooth(R)', 'up-to-date', 'hardware-id', 'Intel Wireless Bluetooth Driver'],
  ['Realtek Gaming 2.5GbE Family Controller', 'update-available', 'hardware-id', 'Realtek RTL8125B 2.5G Ethernet LAN Driver'],
  ['Realtek(R) Audio', 'up-to-date', 'hardware-id', 'Realtek High Definition Audio Driver'],
  ['High Definition Audio Controller', 'windows-driver', null, null],
  ['USB 3.20 eXtensible Host Controller - 1.20 (Microsoft)', 'windows-driver', null, null],
  // Microsoft's xHCI driver is the right one; the maker's, in the catalogue, is offered beside it.
  ['USB 3.20 eXtensible Host Controller - 1.20 (Microsoft)', 'windows-driver', 'hardware-id', 'ASMedia ASM3242 USB 3.2 Gen 2x2 Host Controller Driver'],
  ['USB Root Hub (USB 3.0)', 'windows-driver', null, null],
  ['USB Root Hub (USB 3.0)', 'windows-driver', null, null],
  ['USB Composite Device', 'windows-driver', 'hardware-id', 'Logitech Brio 4K Webcam (Logi Tune)'],
  ['Logitech BRIO', 'windows-driver', 'hardware-id', 'Logitech Brio 4K Webcam (Logi Tune)'],
  ['USB Composite Device', 'windows-driver', 'hardware-id', 'Logitech Unifying Software'],
  ['HID Keyboard Device', 'windows-driver', null, null],
  ['HID-compliant mouse', 'windows-driver', null, null],
  ['Intel(R) SMBus - 7A23', 'not-in-catalogue', null, null],
  ['Intel(R) Management Engine Interface #1', 'not-in-catalogue', null, null],
  ['PCI Express Root Port', 'windows-driver', null, null],
  // Windows' stand-in for a graphics driver: the device's own is missing.
  ['Microsoft Basic Display Adapter', 'no-driver', null, null],
  ['Standard NVM Express Controller', 'windows-driver', null, null],
  ['Samsung SSD 990 PRO 2TB', 'windows-driver', null, null],
  ['Speakers (Realtek(R) Audio)', 'windows-driver', null, null],
  ['ACPI Sleep Button', 'windows-driver', null, null],
  ['PCI Device', 'no-driver', null, null],
];

const verdicts = (devices: Reported[]) => devices.map((d) => [d.name, d.verdict, d.match?.matchedBy ?? null, d.match?.driver.name ?? null]);

describe('POST /api/device-reports', () => {
  it("gives every device of the fixture PC its verdict, the catalogue's driver and the counts", async () => {
    const { body } = await report(fixture('powershell-5.json')).expect(200);
    expect(body.format).toBe('powershell-json');
    expect(verdicts(body.devices)).toEqual(FIXTURE_PC_VERDICTS);
    expect(body.counts).toEqual({
      'no-driver': 2,
      'update-available': 1,
      'cannot-compare': 0,
      'not-in-catalogue': 3,
      'newer-than-catalogue': 0,
      'windows-driver': 16,
      'up-to-date': 4,
    });
    const gpu = body.devices[0] as Reported & { names: { vendor: string; device: string }; category: string };
    expect(gpu).toMatchObject({
      installedAs: '581.57',
      category: 'Graphics Cards',
      names: { vendor: 'NVIDIA Corporation', device: 'AD102 [GeForce RTX 4090]' },
      hardwareIds: ['PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1'],
      match: { matchedId: 'PCI\\VEN_10DE&DEV_2684', driver: { path: expect.stringMatching(/^\/drivers\/\d+\/nvidia-geforce-rtx-4070-game-ready-driver$/) } },
      manufacturer: { slug: 'nvidia' },
    });
    // Not in the catalogue: the maker's support page is where to look.
    const smbus = (body.devices as Reported[]).find((d) => d.name === 'Intel(R) SMBus - 7A23');
    expect(smbus?.manufacturer?.supportUrl).toMatch(/^https:\/\/www\.intel\.com\//);
    expect(body.notRead).toEqual([]);
  });

  it("compares NVIDIA's Windows driver version as NVIDIA publishes it: an older release is an update", async () => {
    const older = fixture('powershell-5.json').toString('utf8').replace('32.0.15.8157', '32.0.15.6094');
    const { body } = await report(older).expect(200);
    expect(body.devices[0]).toMatchObject({ name: 'NVIDIA GeForce RTX 4090', verdict: 'update-available', installedAs: '560.94' });
  });

  it('compares with the newest driver listing the device, as the catalogue changes', async () => {
    const own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
    const ethernet = async () => ((await report(fixture('powershell-5.json')).expect(200)).body.devices as Reported[])[5];
    const before = await ethernet();
    expect(before).toMatchObject({ name: 'Realtek Gaming 2.5GbE Family Controller', verdict: 'update-available' });
    const input = { ...VALID.driver, version: '10.68.815.2024', releaseDate: 'October 2026', hardwareIds: [before.match!.matchedId] };
    const { body: newer } = await ctx.api().post('/api/drivers').set(own).send(input).expect(201);
    expect(await ethernet()).toMatchObject({ verdict: 'up-to-date', match: { matchedId: before.match!.matchedId, driver: { name: input.name } } });
    await ctx
      .api()
      .put(`/api/drivers/${newer.id}`)
      .set(own)
      .send({ ...input, releaseDate: 'January 2020' })
      .expect(200);
    expect(await ethernet()).toEqual(before);
    await ctx.api().put(`/api/drivers/${newer.id}`).set(own).send(input).expect(200);
    expect((await ethernet()).match!.driver.name).toBe(input.name);
    await ctx
      .api()
      .put(`/api/drivers/${newer.id}`)
      .set(own)
      .send({ ...input, hardwareIds: [] })
      .expect(200);
    expect(await ethernet()).toEqual(before);
    await ctx.api().put(`/api/drivers/${newer.id}`).set(own).send(input).expect(200);
    await ctx.api().delete(`/api/drivers/${newer.id}`).set(own).expect(204);
    expect(await ethernet()).toEqual(before);
  });

  it('reads the same PC from every format Windows prints it in, and a UTF-16 file sent as it was saved', async () => {
    const expected = verdicts((await report(fixture('powershell-5.json')).expect(200)).body.devices);
    for (const file of ['powershell-7.json', 'wmi-dates.json', 'devices.csv']) {
      expect(verdicts((await report(fixture(file)).expect(200)).body.devices)).toEqual(expected);
    }
    expect(verdicts((await report(fixture('powershell-5-utf16.json'), 'application/octet-stream').expect(200)).body.devices)).toEqual(expected);
    // pnputil names Microsoft's devices in the language of Windows; the verdicts are the same.
    for (const file of ['pnputil-en.txt', 'pnputil-de.txt', 'pnputil-fr.txt']) {
      const { body } = await report(fixture(file)).expect(200);
      expect(body.format).toBe('pnputil');
      expect((body.devices as Reported[]).map((d) => d.verdict)).toEqual(expected.map(([, verdict]) => verdict));
    }
  });

  it("answers Device Manager's lists by the IDs alone: what the catalogue has cannot be compared with a driver the list does not name", async () => {
    const { body } = await report(fixture('device-manager.txt')).expect(200);
    expect(body.format).toBe('device-manager');
    const gpu = (body.devices as Reported[]).find((d) => d.hardwareIds[0]?.startsWith('PCI\\VEN_10DE&DEV_2684'));
    expect(gpu).toMatchObject({ verdict: 'cannot-compare', match: { matchedBy: 'series' } });
    expect((body.devices as Reported[]).every((d) => ['cannot-compare', 'not-in-catalogue'].includes(d.verdict))).toBe(true);
  });

  it('answers a partial list and names the records it could not read', async () => {
    const list = JSON.parse(fixture('powershell-7.json').toString('utf8')) as object[];
    const { body } = await report(JSON.stringify([...list.slice(0, 3), 42, ...list.slice(3)], null, 2)).expect(200);
    expect(body.devices).toHaveLength(list.length);
    expect(body.notRead).toEqual([{ line: expect.any(Number), reason: expect.any(String) }]);
  });

  it('refuses what is not a device list with a 4xx JSON message that says what is expected, and changes nothing', async () => {
    const before = await tableCounts(ctx.db);
    const refusals: Array<[body: Buffer | string, type: string | undefined, status: number]> = [
      ['', undefined, 400],
      ['   \n\n  ', undefined, 400],
      ['The quick brown fox jumps over the lazy dog.\nNothing here is a device.', undefined, 400],
      ['{"foo": 1}', undefined, 400],
      ['[1, 2, 3]', undefined, 400],
      [Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919) % 256)), 'application/octet-stream', 400],
      ['a\u0000b\u0001c\u0002'.repeat(1000), undefined, 400],
      [JSON.stringify(Array.from({ length: 10_000 }, (_, i) => ({ DeviceName: `Device ${i}`, HardWareID: 'PCI\\VEN_8086&DEV_7A70' }))), undefined, 400],
      [Buffer.alloc(3 * 1024 * 1024, 'a'), 'application/octet-stream', 413],
    ];
    for (const [body, type, status] of refusals) {
      const res = await report(body, type).expect(status);
      expect(res.body).toEqual({ statusCode: status, error: expect.any(String), message: expect.any(String) });
      expect(res.body.message.length).toBeGreaterThan(20);
    }
    const json = await ctx
      .api()
      .post('/api/device-reports')
      .send([{ DeviceName: 'x' }])
      .expect(415);
    expect(json.body.message).toContain('text/plain');
    expect(await tableCounts(ctx.db)).toEqual(before);
  });

  it('keeps nothing of the list: no log line and no table holds a word of it', async () => {
    const marker = 'Zebra-7f3c9d-Marker';
    const list = JSON.parse(fixture('powershell-7.json').toString('utf8')) as Array<Record<string, unknown>>;
    list[0].DeviceName = `${marker} GPU`;
    list[1].DriverProviderName = marker;
    const { body } = await report(JSON.stringify(list)).expect(200);
    expect(body.devices[0].name).toBe(`${marker} GPU`);
    await report(`${marker}\nnot a list`).expect(400);
    expect(ctx.service.output()).toContain('device-reports');
    expect(ctx.service.output()).not.toContain(marker);
    const tables = await ctx.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    for (const { table_name: table } of tables) {
      const [{ n }] = await ctx.db.query<{ n: number }>(`SELECT COUNT(*)::int AS n FROM "${table}" t WHERE t::text LIKE $1`, [`%${marker}%`]);
      expect({ table, n }).toEqual({ table, n: 0 });
    }
  });
});
