import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { InfError, readInf } from './read-inf';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
/** As Windows ships most INF files: UTF-16 little-endian with its byte order mark, CRLF. */
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le')]);
/** ANSI: Windows-1252 (Latin-1 for these characters), CRLF. */
const ansi = (text: string) => Buffer.from(text.replace(/\n/g, '\r\n'), 'latin1');

describe('readInf', () => {
  it('reads a UTF-16 package: DriverVer, Class, Provider, and each decorated models section with its architectures and first build', () => {
    const inf = readInf('Netwtw14.inf', utf16(fixture('wifi-package.inf.txt')));
    expect(inf).toMatchObject({ file: 'Netwtw14.inf', driverDate: '2025-06-18', driverVersion: '23.160.0.4', class: 'Net', provider: 'Intel' });
    expect(inf.models.map(({ section, architectures, minBuild }) => ({ section, architectures, minBuild }))).toEqual([
      { section: 'Intel.NTamd64.10.0.1..19041', architectures: ['x64'], minBuild: 19041 },
      { section: 'Intel.NTamd64.10.0...22000', architectures: ['x64'], minBuild: 22000 },
      { section: 'Intel.NTarm64.10.0...22000', architectures: ['arm64'], minBuild: 22000 },
    ]);
  });

  it('lists every ID of a model line (hardware and compatible), canonical, a line continued with "\\" joined, a quoted description with commas read whole', () => {
    const [win10, win11] = readInf('Netwtw14.inf', utf16(fixture('wifi-package.inf.txt'))).models;
    expect(win10.hardwareIds).toEqual([
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086',
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00808086',
      'PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086',
      'PCI\\VEN_8086&DEV_A0F0&SUBSYS_00748086',
    ]);
    expect(win11.hardwareIds).toEqual([
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00208086',
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086',
      'PCI\\VEN_8086&DEV_51F0&SUBSYS_00948086',
      'PCI\\VEN_8086&DEV_51F0',
      'PCI\\VEN_8086&DEV_2723&SUBSYS_00848086',
    ]);
  });

  it('reads ANSI text, a DriverVer of one-digit month and day, strings only in a localized section, lower-case section names, comments after values', () => {
    const inf = readInf('HDXRT.inf', ansi(fixture('audio-package.inf.txt')));
    expect(inf).toMatchObject({ driverDate: '2025-09-05', driverVersion: '6.0.9733.1', class: 'MEDIA', provider: 'Realtek Semiconductor Corp., Audio; HD' });
    expect(inf.models).toEqual([
      {
        section: 'Realtek.NTamd64',
        architectures: ['x64'],
        minBuild: 0,
        hardwareIds: ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0257', 'HDAUDIO\\FUNC_01&VEN_10EC&DEV_1220', 'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0897'],
      },
      { section: 'Realtek.NTamd64.6.1', architectures: ['x64'], minBuild: 7600, hardwareIds: ['HDAUDIO\\FUNC_01&VEN_10EC&DEV_0892'] },
    ]);
  });

  it('reads the same package written as UTF-8 with a BOM and with LF line ends', () => {
    const text = fixture('wifi-package.inf.txt');
    expect(readInf('a.inf', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text)]))).toEqual(readInf('a.inf', utf16(text)));
  });

  const minimal = (manufacturer: string, models = '[M.NTamd64]\nDevice = Install, PCI\\VEN_10DE&DEV_2684\n') =>
    `[Version]\nSignature="$WINDOWS NT$"\nClass=Display\nDriverVer=10/14/2025,32.0.15.8157\n\n[Manufacturer]\n${manufacturer}\n\n${models}`;

  it.each([
    ['text that is not an INF', 'hello\nworld\n', 1, 'a line before any [section]'],
    ['no [Version] section', '[Strings]\nA = "b"\n', 1, 'this is not an INF file'],
    ['[Version] without a Signature', '[Version]\nClass=Net\n', 1, 'this is not an INF file'],
    ['no DriverVer', '[Version]\nSignature="$WINDOWS NT$"\n[Manufacturer]\n', 1, '[Version] has no DriverVer'],
    ['a DriverVer whose date is not mm/dd/yyyy', '[Version]\nSignature="$WINDOWS NT$"\nDriverVer=2025-10-14,1.0\n', 3, "DriverVer's date is not mm/dd/yyyy"],
    ['a DriverVer whose version is not w.x.y.z', '[Version]\nSignature="$WINDOWS NT$"\nDriverVer=10/14/2025,beta\n', 3, "DriverVer's version is not w.x.y.z"],
    ['no [Manufacturer]', '[Version]\nSignature="$WINDOWS NT$"\nDriverVer=10/14/2025,1.0\n', 1, 'this INF has no [Manufacturer] section'],
    ['a models section it names missing', minimal('%Mfg% = M, NTamd64, NTarm64'), 7, 'the models section [M.NTarm64] it names is missing'],
    ['a decoration Windows does not read', minimal('%Mfg% = M, Win64'), 7, '"Win64" is not a target Windows reads'],
    ['a model line without a hardware ID', minimal('%Mfg% = M, NTamd64', '[M.NTamd64]\nDevice = Install\n'), 10, 'a model line names no hardware ID'],
    [
      'a quoted value not closed',
      minimal('%Mfg% = M, NTamd64', '[M.NTamd64]\n"Device = Install, PCI\\VEN_10DE&DEV_2684\n'),
      10,
      'a quoted value is not closed',
    ],
    [
      'a section name without its closing bracket',
      minimal('%Mfg% = M, NTamd64', '[M.NTamd64\nDevice = Install, PCI\\VEN_10DE&DEV_2684\n'),
      9,
      'a section name without its closing "]"',
    ],
  ])('refuses %s, naming the file and the line', (_case, text, line, reason) => {
    const read = () => readInf('broken.inf', Buffer.from(text));
    expect(read).toThrow(InfError);
    expect(read).toThrow(`broken.inf, line ${line}: ${reason}`);
  });

  it('refuses binary data as not text', () => {
    expect(() => readInf('driver.sys', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]))).toThrow(
      'driver.sys, line 1: this is not text',
    );
  });
});
