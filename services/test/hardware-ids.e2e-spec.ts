import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { VALID } from './examples';
import { signIn, useService } from './support';

const ctx = useService();

const lookUp = (id: string) => ctx.api().get(`/api/hardware-ids/${encodeURIComponent(id)}`);
const lookUpList = (q: string) => ctx.api().get('/api/hardware-ids').query({ q });

/**
 * Real IDs as Device Manager shows them: [ID, vendor, device (or subsystem, when named), the first driver listed, or
 * null when the catalogue has none for the device]. Names are the shipped pci.ids and usb.ids' own.
 */
const REAL_IDS: Array<[id: string, vendor: string, device: string | null, firstDriver: string | null]> = [
  ['PCI\\VEN_10DE&DEV_2786&SUBSYS_51101462&REV_A1', 'NVIDIA Corporation', 'AD104 [GeForce RTX 4070]', 'NVIDIA GeForce RTX 4070 Game Ready Driver'],
  ['pci\\ven_10de&dev_2b85', 'NVIDIA Corporation', 'GB202 [GeForce RTX 5090]', 'NVIDIA GeForce RTX 5090 Game Ready Driver'],
  [
    'PCI\\VEN_10DE&DEV_28E0&SUBSYS_0B9E1028',
    'NVIDIA Corporation',
    'AD107M [GeForce RTX 4060 Max-Q / Mobile]',
    'NVIDIA GeForce RTX 4060 Laptop GPU Game Ready Driver',
  ],
  // Covered by series: every RTX 40 Series desktop card by the desktop driver, laptop GPUs by the laptop one.
  ['PCI\\VEN_10DE&DEV_2684&REV_A1', 'NVIDIA Corporation', 'AD102 [GeForce RTX 4090]', 'NVIDIA GeForce RTX 4070 Game Ready Driver'],
  ['PCI\\VEN_10DE&DEV_2717', 'NVIDIA Corporation', 'AD103M / GN21-X11 [GeForce RTX 4090 Laptop GPU]', 'NVIDIA GeForce RTX 4060 Laptop GPU Game Ready Driver'],
  // Listed by name by the RX 7600 driver, by series by the RX 7000 Series one: the former first.
  [
    'PCI\\VEN_1002&DEV_7480',
    'Advanced Micro Devices, Inc. [AMD/ATI]',
    'Navi 33 [Radeon RX 7600/7600 XT/7600M XT/7600S/7700S / PRO W7600]',
    'AMD Software: Adrenalin Edition for Radeon RX 7600',
  ],
  ['PCI\\VEN_10DE&DEV_1C03&REV_A1', 'NVIDIA Corporation', 'GP106 [GeForce GTX 1060 6GB]', 'NVIDIA GeForce GTX 1060 Legacy Driver (R470)'],
  [
    'PCI\\VEN_10DE&DEV_22BC&SUBSYS_51101462&REV_A1',
    'NVIDIA Corporation',
    'AD104 High Definition Audio Controller',
    'NVIDIA High Definition Audio Driver (HDMI Audio)',
  ],
  [
    'PCI\\VEN_1002&DEV_744C&SUBSYS_0E3B1002&REV_C8',
    'Advanced Micro Devices, Inc. [AMD/ATI]',
    'RX 7900 XTX / RX 7900 GRE [XFX]',
    'AMD Software: Adrenalin Edition for Radeon RX 7900 XTX',
  ],
  [
    'PCI\\VEN_1002&DEV_73DF',
    'Advanced Micro Devices, Inc. [AMD/ATI]',
    'Navi 22 [Radeon RX 6700/6700 XT/6750 XT / 6800M/6850M XT]',
    'AMD Software: Adrenalin Edition for Radeon RX 6700 XT',
  ],
  ['PCI\\VEN_8086&DEV_9A49&SUBSYS_0A4A1028&REV_01', 'Intel Corporation', 'TigerLake-LP GT2 [Iris Xe Graphics]', 'Intel Iris Xe Graphics Driver'],
  ['PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A', 'Intel Corporation', 'Wi-Fi 6 AX210 160MHz', 'Intel Wi-Fi 6E AX210 Driver'],
  [
    'PCI\\VEN_8086&DEV_51F0&SUBSYS_00948086&REV_01',
    'Intel Corporation',
    'Dual Band Wi-Fi 6E(802.11ax) AX211 160MHz 2x2 [Garfield Peak]',
    'Intel Wi-Fi 6E AX211 Driver',
  ],
  ['PCI\\VEN_8086&DEV_15F3&SUBSYS_87D21043&REV_03', 'Intel Corporation', 'Ethernet Controller I225-V', 'Intel Ethernet Controller I225-V Driver'],
  ['PCI\\VEN_8086&DEV_A0F0&SUBSYS_00748086', 'Intel Corporation', 'Wi-Fi 6 AX201', null],
  [
    'PCI\\VEN_10EC&DEV_8125&SUBSYS_86771043&REV_05',
    'Realtek Semiconductor Co., Ltd.',
    'RTL8125 2.5GbE Controller',
    'Realtek RTL8125B 2.5G Ethernet LAN Driver',
  ],
  [
    'PCI\\VEN_10EC&DEV_8168&REV_15',
    'Realtek Semiconductor Co., Ltd.',
    'RTL8111/8168/8211/8411 PCI Express Gigabit Ethernet Controller',
    'Realtek RTL8111/RTL8168 PCIe Gigabit Ethernet Driver',
  ],
  ['PCI\\VEN_14C3&DEV_7961&SUBSYS_E0B81A3B&REV_00', 'MEDIATEK Corp.', 'MT7921 802.11ax PCI Express Wireless Network Adapter', 'MediaTek MT7921 Wi-Fi 6 Driver'],
  ['PCI\\VEN_168C&DEV_0042', 'Qualcomm Atheros', 'QCA9377 802.11ac Wireless Network Adapter', 'Qualcomm Atheros QCA9377 Wi-Fi Driver'],
  ['PCI\\VEN_1B21&DEV_3242&CC_0C0330', 'ASMedia Technology Inc.', 'ASM3242 USB 3.2 Host Controller', 'ASMedia ASM3242 USB 3.2 Gen 2x2 Host Controller Driver'],
  ['PCI\\VEN_1102&DEV_0010', 'Creative Labs', 'CA0132 Sound Core3D [Sound Blaster AE-7]', 'Creative Sound Blaster AE-7 Driver'],
  ['USB\\VID_046D&PID_082D&REV_0011&MI_00', 'Logitech, Inc.', 'HD Pro Webcam C920', 'Logitech C920 HD Pro Webcam (Logi Tune)'],
  ['usb\\vid_046d&pid_c52b&rev_1211', 'Logitech, Inc.', 'Unifying Receiver', 'Logitech Unifying Software'],
  ['USB\\VID_8087&PID_0033&REV_0000', 'Intel Corp.', 'AX211 Bluetooth', 'Intel Wireless Bluetooth Driver'],
  ['USB\\VID_045E&PID_02FE', 'Microsoft Corp.', 'Xbox Wireless Adapter for Windows', 'Microsoft Xbox Wireless Adapter Driver'],
  ['USB\\VID_8086&PID_0B07&MI_00', 'Intel Corp.', 'RealSense D435', 'Intel RealSense SDK 2.0 for Depth Camera D435'],
  ['USB\\VID_04A9&PID_1912', 'Canon, Inc.', 'LiDE 400', 'Canon CanoScan LiDE 400 Scanner Driver'],
  [
    'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897&SUBSYS_18497897&REV_1000',
    'Realtek Semiconductor Co., Ltd.',
    'ALC897 High Definition Audio codec',
    'Realtek High Definition Audio Driver',
  ],
  ['hdaudio\\func_01&ven_10ec&dev_1220', 'Realtek Semiconductor Co., Ltd.', 'ALC1220 High Definition Audio codec', 'Realtek High Definition Audio Driver'],
  ['HDAUDIO\\FUNC_01&VEN_8086&DEV_2812&SUBSYS_80860101&REV_1000', 'Intel Corporation', null, 'Intel Display Audio Driver'],
  ['ACPI\\VEN_CSC&DEV_3551', 'Cirrus Logic', null, 'Cirrus Logic CS35L41 Smart Amplifier Driver'],
  ['ACPI\\INT33A0', 'Intel Corporation', null, null],
  ['*PNP0303', 'Plug and Play standard device (Microsoft-defined ID)', 'Standard PS/2 Keyboard', null],
];

describe('GET /api/hardware-ids/{id}', () => {
  it.each(REAL_IDS)('names %s (%s, %s) and lists %s first', async (id, vendor, device, firstDriver) => {
    const { body } = await lookUp(id).expect(200);
    expect(body.names.vendor).toBe(vendor);
    expect(body.names.subsystem ?? body.names.device).toBe(device);
    expect(body.drivers[0]?.driver.name ?? null).toBe(firstDriver);
    if (!firstDriver) expect(body.drivers).toEqual([]);
  });

  it('reads a PCI SUBSYS as device then vendor: SUBSYS_17F6103C is a subsystem of HP (103C)', async () => {
    const { body } = await lookUp('PCI\\VEN_8086&DEV_2723&SUBSYS_17F6103C').expect(200);
    expect(body.hardwareId).toMatchObject({ subsystemVendorId: '103C', subsystemDeviceId: '17F6' });
    expect(body.names).toMatchObject({ vendor: 'Intel Corporation', device: 'Wi-Fi 6 AX200', subsystemVendor: 'Hewlett-Packard Company' });
  });

  it("gives a device the catalogue has no driver for its vendor's drivers and official support page", async () => {
    const { body } = await lookUp('PCI\\VEN_8086&DEV_A0F0').expect(200);
    expect(body.drivers).toEqual([]);
    expect(body.manufacturer).toEqual({ name: 'Intel', slug: 'intel', supportUrl: 'https://www.intel.com/content/www/us/en/download-center/home.html' });
    expect(body.vendorDrivers.length).toBeGreaterThan(5);
    expect(body.vendorDrivers.every((d: { manufacturer: string }) => d.manufacturer === 'Intel')).toBe(true);
    const downloads = body.vendorDrivers.map((d: { downloadCount: number }) => d.downloadCount);
    expect(downloads).toEqual([...downloads].sort((a, b) => b - a));
  });

  it('refuses what is not a hardware ID with 400, the reason and an example', async () => {
    for (const input of ['Intel Wi-Fi 6 AX200', 'PCI\\VEN_80G6&DEV_2723', 'USB\\VID_046D']) {
      const { body } = await lookUp(input).expect(400);
      expect(body).toEqual({ statusCode: 400, error: 'Bad Request', message: expect.stringContaining('PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A') });
      expect(body.message).toMatch(/Device Manager/);
    }
  });
});

describe('GET /api/hardware-ids?q= (a pasted list)', () => {
  it("reads Device Manager's whole list of a device's Hardware Ids", async () => {
    const list = [
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A',
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086',
      'PCI\\VEN_8086&DEV_2725&CC_028000',
      'PCI\\VEN_8086&DEV_2725&CC_0280',
    ];
    const { body } = await lookUpList(list.join(' ')).expect(200);
    expect(body.ids).toEqual(list);
    expect(body.hardwareId.id).toBe('PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A&CC_028000');
    expect(body.names.device).toBe('Wi-Fi 6E(802.11ax) AX210/AX1675* 2x2 [Typhoon Peak]');
    expect(body.drivers.map((m: { driver: { name: string } }) => m.driver.name)).toEqual(['Intel Wi-Fi 6E AX210 Driver']);
  });

  it("lists the most specific match first: the controller's own driver before the class driver of every xHCI controller", async () => {
    const { body } = await lookUpList('PCI\\VEN_1B21&DEV_1242&SUBSYS_12421B21&REV_00, PCI\\VEN_1B21&DEV_1242&CC_0C0330').expect(200);
    expect(body.drivers.map((m: { matchedBy: string; driver: { name: string } }) => [m.matchedBy, m.driver.name])).toEqual([
      ['PCI\\VEN_1B21&DEV_1242', 'ASMedia ASM1142 USB 3.1 Host Controller Driver'],
      ['PCI\\CC_0C0330', 'Microsoft USB 3.0 eXtensible Host Controller Driver'],
    ]);
  });

  it('names the lines that are not IDs and the IDs of another device, and refuses a list without any ID', async () => {
    const { body } = await lookUpList('USB\\VID_046D&PID_085C hello USB\\VID_045E&PID_0810').expect(200);
    expect(body.names.device).toBe('C922 Pro Stream Webcam');
    expect(body.otherDevices).toEqual(['USB\\VID_045E&PID_0810']);
    expect(body.refused).toEqual([{ input: 'hello', reason: expect.stringContaining('not a hardware ID') }]);
    await lookUpList('hello world').expect(400);
  });
});

describe('the loaded ID databases', () => {
  it('hold every vendor, device, subsystem and product of the shipped pci.ids and usb.ids', async () => {
    const dir = join(__dirname, '..', 'data', 'hardware-ids');
    const lines = (file: string, pattern: RegExp) => {
      const text = readFileSync(join(dir, file), 'utf8');
      return text.slice(0, text.search(/^C 00 /m)).match(pattern)?.length;
    };
    const count = async (table: string) => Number((await ctx.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`))[0].n);
    expect(await count('pci_vendors')).toBe(lines('pci.ids', /^[0-9a-f]{4} {2}/gm));
    expect(await count('pci_devices')).toBe(lines('pci.ids', /^\t[0-9a-f]{4} {2}/gm));
    expect(await count('pci_subsystems')).toBe(lines('pci.ids', /^\t\t[0-9a-f]{4} [0-9a-f]{4} {2}/gm));
    expect(await count('usb_vendors')).toBe(lines('usb.ids', /^[0-9a-f]{4} {2}/gm));
    expect(await count('usb_products')).toBe(lines('usb.ids', /^\t[0-9a-f]{4} {2}/gm));
    const { body } = await lookUp('PCI\\VEN_10DE&DEV_2786').expect(200);
    expect(body.sources).toEqual([
      { file: 'pci.ids', version: '2025.06.09' },
      { file: 'usb.ids', version: '2025.07.26' },
    ]);
  });
});

describe("a driver's hardware IDs (admin)", () => {
  let own: Record<string, string>;
  beforeAll(async () => {
    own = { Cookie: await signIn(ctx.api), Origin: new URL(ctx.service.url).origin };
  });

  it('stores them in canonical form, finds the driver by them, and drops them on a replace without them', async () => {
    const input = { ...VALID.driver, hardwareIds: ['pci\\ven_10ec&dev_8126', 'PCI\\VEN_10EC&DEV_8126'] };
    const { body: created } = await ctx.api().post('/api/drivers').set(own).send(input).expect(201);
    expect(created.hardwareIds).toEqual(['PCI\\VEN_10EC&DEV_8126']);
    const { body } = await lookUp('PCI\\VEN_10EC&DEV_8126&SUBSYS_00000000').expect(200);
    expect(body.drivers.map((m: { driver: { id: number } }) => m.driver.id)).toEqual([created.id]);
    const { body: replaced } = await ctx.api().put(`/api/drivers/${created.id}`).set(own).send(VALID.driver).expect(200);
    expect(replaced.hardwareIds).toEqual([]);
  });

  it('refuses an ID that is not a hardware ID with the reason and an example', async () => {
    const { body } = await ctx
      .api()
      .post('/api/drivers')
      .set(own)
      .send({ ...VALID.driver, hardwareIds: ['RTL8125'] })
      .expect(400);
    expect(body.message).toEqual([
      expect.stringMatching(/^hardwareIds must be Windows hardware IDs: "RTL8125" is not one .*for example PCI\\VEN_8086&DEV_2723/),
    ]);
  });
});
