import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DeviceListError, MAX_DEVICE_LIST_BYTES } from './device-list';
import { decodeDeviceList, PNPUTIL_DEVICE_LIST_COMMAND, POWERSHELL_DEVICE_LIST_COMMAND, readDeviceList } from './read-device-list';

const fixture = (file: string) => readFileSync(join(__dirname, 'fixtures', file));
const LIST = '[{"DeviceName": "Realtek(R) Audio", "HardWareID": "HDAUDIO\\\\FUNC_01&VEN_10EC&DEV_0897"}]';
const refusal = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof DeviceListError) return error.message;
    throw error;
  }
  throw new Error('not refused');
};

describe('decodeDeviceList', () => {
  it('reads UTF-8 with and without its BOM', () => {
    expect(decodeDeviceList(Buffer.from(LIST))).toBe(LIST);
    expect(decodeDeviceList(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(LIST)]))).toBe(LIST);
  });

  it('reads the UTF-16 LE with BOM Windows PowerShell 5 writes, as the committed fixture is', () => {
    const utf16 = fixture('powershell-5-utf16.json');
    expect([utf16[0], utf16[1]]).toEqual([0xff, 0xfe]);
    expect(decodeDeviceList(utf16)).toBe(fixture('powershell-5.json').toString('utf8'));
  });

  it('reads UTF-16 BE with its BOM, and UTF-16 without one', () => {
    const text = 'Instanz-ID: PCI\\VEN_8086&DEV_7A70\\3&11583659&0&A3\nGerätebeschreibung: Intel(R) Wi-Fi 6E AX211 160MHz';
    const le = Buffer.from(text, 'utf16le');
    expect(decodeDeviceList(Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(le).swap16()]))).toBe(text);
    expect(decodeDeviceList(le)).toBe(text);
    expect(decodeDeviceList(Buffer.from(le).swap16())).toBe(text);
  });

  it('reads bytes that are not UTF-8 as Windows-1252 (a list saved in the ANSI code page)', () => {
    expect(decodeDeviceList(Buffer.from('Gerätebeschreibung: HID-Tastatur', 'latin1'))).toBe('Gerätebeschreibung: HID-Tastatur');
  });

  it('refuses more than 2 MB, saying so', () => {
    expect(() => decodeDeviceList(Buffer.alloc(3 * 1024 * 1024, 'a'))).toThrow('The list is larger than 2 MB');
    expect(decodeDeviceList(Buffer.alloc(MAX_DEVICE_LIST_BYTES, 'a'))).toHaveLength(MAX_DEVICE_LIST_BYTES);
  });

  it('refuses binary data: NUL bytes in what is not UTF-16, or control characters in quantity', () => {
    const zip = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, 0x21, 0x7a, 0x4f, 0x59, 0x1f, 0x8b, 0xe3, 0x02, 0x9c, 0x01]);
    const controls = Buffer.from(Array.from({ length: 400 }, (_, i) => (i % 3 === 0 ? 0x01 : 0x41)));
    for (const bytes of [zip, controls]) expect(refusal(() => decodeDeviceList(bytes))).toMatch(/not a text list.*UTF-8 or UTF-16/);
  });

  it('keeps a few stray control characters (readDeviceList strips them)', () => {
    expect(decodeDeviceList(Buffer.from(`\u0007${LIST}\u001b`))).toBe(`\u0007${LIST}\u001b`);
  });
});

describe('readDeviceList', () => {
  it.each([
    ['powershell-5.json', 'powershell-json'],
    ['devices-typed-semicolon.csv', 'csv'],
    ['pnputil-fr.txt', 'pnputil'],
    ['device-manager.txt', 'device-manager'],
  ])('finds the format of %s by its content: %s', (file, format) => {
    expect(readDeviceList(fixture(file).toString('utf8')).format).toBe(format);
  });

  it.each(['', '   \r\n\t\n'])('refuses an empty list (%j), saying what to paste', (text) => {
    expect(refusal(() => readDeviceList(text))).toBe(`The list is empty: in PowerShell run ${POWERSHELL_DEVICE_LIST_COMMAND} and paste what it prints.`);
  });

  it('refuses text of no known format with the commands to run', () => {
    const message = refusal(() => readDeviceList('Hello,\nmy PC is slow since the last update. Can you help?\nThanks'));
    expect(message).toMatch(/^This is not a Windows device list\./);
    expect(message).toContain(POWERSHELL_DEVICE_LIST_COMMAND);
    expect(message).toContain(PNPUTIL_DEVICE_LIST_COMMAND);
  });

  it('refuses a 3 MB text as decodeDeviceList refuses 3 MB of bytes', () => {
    expect(() => readDeviceList('PCI\\VEN_10EC&DEV_8125\n'.repeat(140_000))).toThrow('The list is larger than 2 MB');
  });

  it('refuses JSON of the wrong shape', () => {
    expect(() => readDeviceList('{"foo": 1}')).toThrow(DeviceListError);
    expect(() => readDeviceList('[1, 2, 3]')).toThrow(DeviceListError);
  });

  it('refuses more than 2,000 devices and reads 2,000', () => {
    const devices = (n: number) =>
      JSON.stringify(Array.from({ length: n }, (_, i) => ({ DeviceName: `Device ${i}`, HardWareID: `USB\\VID_046D&PID_${i.toString(16).padStart(4, '0')}` })));
    expect(refusal(() => readDeviceList(devices(10_000)))).toBe('The list has 10,000 devices; at most 2,000 are read.');
    expect(readDeviceList(devices(2000)).devices).toHaveLength(2000);
  });

  it('strips control characters other than tab and newline from values', () => {
    const json = readDeviceList('[{"DeviceName": "Realtek\\u0007(R) Audio\u0001", "HardWareID": "HDAUDIO\\\\FUNC_01&VEN_10EC\u001b&DEV_0897"}]');
    expect(json.devices[0]).toMatchObject({ name: 'Realtek(R) Audio', hardwareIds: ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897'] });
    const ids = readDeviceList('\uFEFFPCI\\VEN_10EC&DEV_8125\u0000&REV_05\r\nPCI\\VEN_10EC&DEV_8125\u0008');
    expect(ids.devices[0].hardwareIds).toEqual(['PCI\\VEN_10EC&DEV_8125&REV_05', 'PCI\\VEN_10EC&DEV_8125']);
  });

  it('reads a decoded UTF-16 upload end to end', () => {
    expect(readDeviceList(decodeDeviceList(fixture('powershell-5-utf16.json'))).devices).toHaveLength(26);
  });
});
