import { DeviceListError } from '../device-list';
import { looksLikePowerShellCsv, readPowerShellCsv } from './powershell-csv';

const HEADER = '"DeviceName","HardWareID","CompatID","DriverVersion","DriverDate","DriverProviderName","Manufacturer","DeviceClass","InfName","IsSigned"';

describe('readPowerShellCsv', () => {
  it('reads quoted fields with doubled quotes, commas and line breaks inside, and counts the lines they take', () => {
    const text = [
      HEADER,
      '"Realtek Gaming 2.5GbE Family Controller, ""Dragon"" edition","PCI\\VEN_10EC&DEV_8125&SUBSYS_7D251462&REV_05","PCI\\VEN_10EC&DEV_8125&REV_05","10.68.815.2024","8/15/2024 12:00:00 AM","Realtek","Realtek","NET","oem12.inf","True"',
      '"Speakers',
      '(Realtek(R) Audio)","MMDEVAPI\\AudioEndpoints",,"10.0.22621.1","6/21/2006 12:00:00 AM","Microsoft","Microsoft","AUDIOENDPOINT","audioendpoint.inf","True"',
      '"PCI Device","PCI\\VEN_8086&DEV_7A27&SUBSYS_7D251462&REV_11","PCI\\VEN_8086&DEV_7A27&REV_11",,,,,,,',
    ].join('\r\n');
    const list = readPowerShellCsv(text);
    expect(list.notRead).toEqual([]);
    expect(list.devices.map((d) => [d.line, d.name])).toEqual([
      [2, 'Realtek Gaming 2.5GbE Family Controller, "Dragon" edition'],
      [3, 'Speakers\n(Realtek(R) Audio)'],
      [5, 'PCI Device'],
    ]);
    expect(list.devices[0]).toMatchObject({
      deviceClass: 'NET',
      hardwareIds: ['PCI\\VEN_10EC&DEV_8125&SUBSYS_7D251462&REV_05'],
      compatibleIds: ['PCI\\VEN_10EC&DEV_8125&REV_05'],
      driver: { provider: 'Realtek', version: '10.68.815.2024', date: '2024-08-15', inf: 'oem12.inf', signed: true },
      problem: false,
    });
    expect(list.devices[1].compatibleIds).toEqual([]);
    expect(list.devices[2]).toMatchObject({ driver: null, problem: true, manufacturer: null });
  });

  it('reads the ; of -UseCulture in German Windows after the #TYPE line, its dates day first, the #TYPE line counted', () => {
    const text = [
      '#TYPE Selected.Microsoft.Management.Infrastructure.CimInstance',
      HEADER.replace(/,/g, ';'),
      '"HID-Tastatur";"HID\\VID_046D&PID_C52B&REV_1211&MI_00";"";"10.0.22621.2506";"06.07.2006 00:00:00";"Microsoft";"(Standardtastaturen)";"KEYBOARD";"keyboard.inf";"True"',
      '"Intel(R) SMBus - 7A23";"PCI\\VEN_8086&DEV_7A23";"";"10.1.19.8";"07/06/1968 00:00:00";"INTEL";"INTEL";"SYSTEM";"oem8.inf";"True"',
    ].join('\n');
    const list = readPowerShellCsv(text);
    expect(list.devices.map((d) => [d.line, d.name, d.driver?.date])).toEqual([
      [3, 'HID-Tastatur', '2006-07-06'],
      [4, 'Intel(R) SMBus - 7A23', '1968-06-07'],
    ]);
  });

  it('reads slashed dates day first when one of them says so (an English culture other than en-US)', () => {
    const row = (date: string) => `"Intel(R) Wireless Bluetooth(R)","USB\\VID_8087&PID_0033",,"23.160.0.3","${date}","Intel Corporation",,,"oem61.inf","True"`;
    const list = readPowerShellCsv([HEADER, row('02/06/2025 00:00:00'), row('28/05/2025 00:00:00')].join('\n'));
    expect(list.devices.map((d) => d.driver?.date)).toEqual(['2025-06-02', '2025-05-28']);
  });

  it('answers the rows it can read and gives the line of each row it cannot', () => {
    const text = [
      HEADER,
      '"NVIDIA GeForce RTX 4090","PCI\\VEN_10DE&DEV_2684",,"32.0.15.8157","10/14/2025 12:00:00 AM","NVIDIA","NVIDIA","DISPLAY","oem42.inf","True"',
      '"too","few","fields"',
      '',
      ',,,"1.0.0.0",,,,,"oem1.inf",',
      '"Intel(R) Wi-Fi 6E AX211 160MHz","PCI\\VEN_8086&DEV_7A70",,"23.160.0.4",,"Intel",,"NET","oem56.inf","True"',
      // A quote never closed takes the rest of the text into its field: the row is not read.
      '"Unclosed, PCI\\VEN_8086&DEV_7A70,,,,,,,,',
      'PCI\\VEN_1B21&DEV_3242,,,,,,,,,',
    ].join('\n');
    const list = readPowerShellCsv(text);
    expect(list.devices.map((d) => [d.line, d.name])).toEqual([
      [2, 'NVIDIA GeForce RTX 4090'],
      [6, 'Intel(R) Wi-Fi 6E AX211 160MHz'],
    ]);
    expect(list.notRead).toEqual([
      { line: 3, reason: 'This row has 3 fields where the header has 10.' },
      { line: 5, reason: 'This record has neither a device name nor a hardware ID.' },
      { line: 7, reason: 'A quote opened in this row is never closed.' },
    ]);
  });

  it('refuses a CSV whose header names no device property, or whose rows give no device', () => {
    expect(() => readPowerShellCsv('"Name","Size"\n"a","1"')).toThrow(DeviceListError);
    expect(() => readPowerShellCsv(`${HEADER}\n,,,,,,,,,`)).toThrow(/DeviceName or a HardWareID/);
    expect(() => readPowerShellCsv('\n\n')).toThrow(/empty/);
  });
});

describe('looksLikePowerShellCsv', () => {
  it.each([
    [HEADER, true],
    [`#TYPE Selected.Microsoft.Management.Infrastructure.CimInstance\n${HEADER.replace(/,/g, ';')}`, true],
    ['DeviceName,HardWareID\nx,y', true],
    ['"Name","Size"', false],
    ['DeviceName', false],
    ['PCI\\VEN_8086&DEV_7A70', false],
  ])('%j: %s', (text, expected) => {
    expect(looksLikePowerShellCsv(text)).toBe(expected);
  });
});
