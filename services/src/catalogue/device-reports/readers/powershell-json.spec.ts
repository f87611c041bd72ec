import { DeviceListError } from '../device-list';
import { readPowerShellJson } from './powershell-json';

const RTX = {
  DeviceName: 'NVIDIA GeForce RTX 4090',
  HardWareID: 'PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1',
  CompatID: 'PCI\\VEN_10DE&DEV_2684&REV_A1',
  DriverVersion: '32.0.15.8157',
  DriverDate: '/Date(1728864000000)/',
  DriverProviderName: 'NVIDIA',
  Manufacturer: 'NVIDIA',
  DeviceClass: 'DISPLAY',
  InfName: 'oem42.inf',
  IsSigned: true,
};
const RTX_DEVICE = {
  line: 1,
  name: 'NVIDIA GeForce RTX 4090',
  manufacturer: 'NVIDIA',
  deviceClass: 'DISPLAY',
  hardwareIds: ['PCI\\VEN_10DE&DEV_2684&SUBSYS_167C10DE&REV_A1'],
  compatibleIds: ['PCI\\VEN_10DE&DEV_2684&REV_A1'],
  driver: { provider: 'NVIDIA', version: '32.0.15.8157', date: '2024-10-14', inf: 'oem42.inf', signed: true },
  problem: false,
};

describe('readPowerShellJson', () => {
  it('reads a single object (ConvertTo-Json of one device) as well as an array', () => {
    expect(readPowerShellJson(JSON.stringify(RTX, null, 4))).toEqual({ format: 'powershell-json', devices: [RTX_DEVICE], notRead: [] });
  });

  it('reads -Compress output, every record on line 1', () => {
    const list = readPowerShellJson(JSON.stringify([RTX, { ...RTX, DeviceName: 'Second' }]));
    expect(list.devices.map((d) => [d.line, d.name])).toEqual([
      [1, 'NVIDIA GeForce RTX 4090'],
      [1, 'Second'],
    ]);
  });

  it('takes property names in any case, and HardWareID and CompatID as a string or an array', () => {
    const list = readPowerShellJson(
      JSON.stringify([
        { devicename: 'Intel(R) Wireless Bluetooth(R)', HARDWAREID: ['USB\\VID_8087&PID_0033&REV_0000', 'USB\\VID_8087&PID_0033'], compatid: [] },
      ]),
    );
    expect(list.devices[0]).toMatchObject({
      name: 'Intel(R) Wireless Bluetooth(R)',
      hardwareIds: ['USB\\VID_8087&PID_0033&REV_0000', 'USB\\VID_8087&PID_0033'],
    });
  });

  it('reads ISO and CIM_DATETIME dates, and the { value, DateTime } object PowerShell 5 writes for some dates', () => {
    const dates = [
      '2024-10-14T00:00:00+02:00',
      '20241014000000.******+000',
      { value: '/Date(1728856800000)/', DisplayHint: 2, DateTime: 'Monday, October 14, 2024' },
    ];
    const list = readPowerShellJson(JSON.stringify(dates.map((DriverDate) => ({ ...RTX, DriverDate }))));
    expect(list.devices.map((d) => d.driver?.date)).toEqual(['2024-10-14', '2024-10-14', '2024-10-14']);
  });

  it('gives a record without DriverVersion and InfName no driver, which is a problem', () => {
    const [device] = readPowerShellJson(JSON.stringify({ DeviceName: 'PCI Device', HardWareID: 'PCI\\VEN_8086&DEV_7A27&SUBSYS_7D251462&REV_11' })).devices;
    expect(device).toMatchObject({ driver: null, problem: true, manufacturer: null, deviceClass: null, compatibleIds: [] });
  });

  it('reads IsSigned false and an unknown signature as null', () => {
    const list = readPowerShellJson(
      JSON.stringify([
        { ...RTX, IsSigned: false },
        { ...RTX, IsSigned: null },
      ]),
    );
    expect(list.devices.map((d) => d.driver?.signed)).toEqual([false, null]);
  });

  it('leaves aside the properties of a CimInstance piped without Select-Object, and reads the { value, Count } wrapper', () => {
    const raw = { ...RTX, CimClass: 'root/cimv2:Win32_PnPSignedDriver', CimInstanceProperties: ['ClassGuid = {4d36e968-…}'], CimSystemProperties: {} };
    const list = readPowerShellJson(JSON.stringify({ value: [raw, raw], Count: 2 }, null, 2));
    expect(list.devices).toHaveLength(2);
    expect(list.devices[1]).toMatchObject({ ...RTX_DEVICE, line: 20 });
  });

  it('answers the records it can read and gives the line of each record it cannot (the line of its opening brace)', () => {
    const text = [
      '[',
      '    {',
      '        "DeviceName":  "NVIDIA GeForce RTX 4090",',
      '        "HardWareID":  "PCI\\\\VEN_10DE\\u0026DEV_2684",',
      '        "InfName":  "oem42.inf"',
      '    },',
      '    42,',
      '    {',
      '        "DriverVersion":  "1.0.0.0",',
      '        "Note":  "a { and a } inside a string"',
      '    },',
      '    {   "DeviceName":  "Realtek(R) Audio", "HardWareID":  null, "DriverVersion":  "6.0.9733.1" }',
      ']',
    ].join('\r\n');
    const list = readPowerShellJson(text);
    expect(list.devices.map((d) => [d.line, d.name, d.hardwareIds])).toEqual([
      [2, 'NVIDIA GeForce RTX 4090', ['PCI\\VEN_10DE&DEV_2684']],
      [12, 'Realtek(R) Audio', []],
    ]);
    expect(list.notRead).toEqual([
      { line: 7, reason: 'This entry is not a device record.' },
      { line: 8, reason: 'This record has neither a device name nor a hardware ID.' },
    ]);
  });

  it.each([
    ['an object of the wrong shape', '{"foo":1}'],
    ['numbers', '[1, 2, 3]'],
    ['an empty array', '[]'],
    ['records without a name or an ID', '[{"DriverVersion": "1.0"}]'],
  ])('refuses %s, saying what it should be', (_, text) => {
    expect(() => readPowerShellJson(text)).toThrow(DeviceListError);
    expect(() => readPowerShellJson(text)).toThrow(/Win32_PnPSignedDriver/);
  });

  it('refuses JSON that does not parse, with the line where it breaks', () => {
    expect(() => readPowerShellJson('[\n  {"DeviceName": "a"},\n  {"DeviceName": }\n]')).toThrow(/could not be read \(line 3\)/);
    expect(() => readPowerShellJson('[\n  {"DeviceName": "a"},\n  {"DeviceName": "b"')).toThrow(/could not be read \(line 3\)/);
  });

  it('takes a Status of Error or a problem code (Get-PnpDevice, Win32_PnPEntity) as a problem even with a driver', () => {
    const list = readPowerShellJson(
      JSON.stringify([
        { ...RTX, Status: 'Error' },
        { ...RTX, ConfigManagerErrorCode: 43 },
        { ...RTX, Status: 'OK' },
      ]),
    );
    expect(list.devices.map((d) => d.problem)).toEqual([true, true, false]);
  });
});
