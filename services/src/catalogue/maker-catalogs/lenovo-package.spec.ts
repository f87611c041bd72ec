import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readLenovoPackage, type LenovoPackageSource } from './lenovo-package';
import { MakerCatalogError } from './maker-package';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
/** As Lenovo ships its descriptors: UTF-8 with a byte order mark, CRLF. */
const withBom = (text: string) => Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text.replace(/\n/g, '\r\n'))]);
const lineOf = (text: string, piece: string) => text.slice(0, text.indexOf(piece)).split('\n').length;
/** Where the model catalog (https://download.lenovo.com/catalog/20QG_Win10.xml) says the descriptor is. */
const source = (id: string, more: Partial<LenovoPackageSource> = {}): LenovoPackageSource => ({
  location: `https://download.lenovo.com/pccbbs/mobiles/${id}_2_.xml`,
  ...more,
});

describe('readLenovoPackage', () => {
  const wifi = fixture('lenovo-package.xml');
  const legacy = fixture('lenovo-package-legacy.xml');

  it('reads a descriptor as Lenovo ships it: ID, title in its default language, version, release date, files beside it, what its catalog says', () => {
    const read = readLenovoPackage(
      'n3ywl25w_2_.xml',
      withBom(wifi),
      source('n3ywl25w', { machineTypes: ['20qg', '20QH', '20QG'], category: 'Networking: Wireless LAN' }),
    );
    expect(read.problems).toEqual([]);
    expect(read.package).toMatchObject({
      maker: 'Lenovo',
      id: 'n3ywl25w',
      name: 'Intel Wireless LAN Driver for Windows 10 (Version 21H2 or later) and Windows 11 - 10 [64], 11 [64]',
      version: '23.110.0.5',
      releaseDate: '2025-03-11',
      category: 'Networking: Wireless LAN',
      type: null,
      downloadUrl: 'https://download.lenovo.com/pccbbs/mobiles/n3ywl25w.exe',
      size: 121634816,
      officialPage: 'https://download.lenovo.com/pccbbs/mobiles/n3ywl25w.txt',
      systems: [
        { id: '20QG', name: null },
        { id: '20QH', name: null },
      ],
      line: lineOf(wifi, '<Package '),
    });
  });

  it("reads the devices of the Dependencies' _PnPID rules, then of DetectInstall's driver checks, canonical, each once, those under Not left aside", () => {
    const read = readLenovoPackage('n3ywl25w_2_.xml', withBom(wifi), source('n3ywl25w'));
    expect(read.package?.hardwareIds).toEqual([
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086',
      'PCI\\VEN_8086&DEV_2725&SUBSYS_E0248086',
      'PCI\\VEN_8086&DEV_51F0&SUBSYS_00948086',
      'PCI\\VEN_8086&DEV_7AF0&SUBSYS_00948086',
      'PCI\\VEN_8086&DEV_2725',
      'PCI\\VEN_8086&DEV_51F0',
      'PCI\\VEN_8086&DEV_7AF0',
    ]);
    expect(read.package?.hardwareIds).not.toContain('PCI\\VEN_8086&DEV_A370');
  });

  it('maps the _OS tags (editions and build patterns) to Windows versions, with the address width of the rules they sit in', () => {
    expect(readLenovoPackage('n3ywl25w_2_.xml', withBom(wifi), source('n3ywl25w')).package?.targets).toEqual([
      { windows: 'Windows 11', architectures: ['x64'] },
      { windows: 'Windows 10', architectures: ['x64'] },
    ]);
  });

  it('pairs each Windows of an older descriptor with the width of its own branch: 8.1 for 64-bit only, 7 for any', () => {
    const read = readLenovoPackage('n1cx802w_2_.xml', withBom(legacy), source('n1cx802w'));
    expect(read.problems).toEqual([]);
    expect(read.package?.targets).toEqual([
      { windows: 'Windows 8.1', architectures: ['x64'] },
      { windows: 'Windows 7', architectures: [] },
    ]);
    // A device of DetectInstall's rules too; an ID of another enumerator (SWC\) kept in upper case, as the INF reader keeps it.
    expect(read.package?.hardwareIds).toEqual(['PCI\\VEN_10EC&DEV_522A&SUBSYS_223317AA', 'SWC\\VEN_10EC&DEV_522A', 'USB\\VID_0BDA&PID_0129']);
    expect(read.package).toMatchObject({ version: '10.0.10125.21277', releaseDate: '2016-08-08', systems: [], category: null });
  });

  it('reads the same descriptor without its byte order mark, with LF line ends, and as UTF-16', () => {
    const withMark = readLenovoPackage('a.xml', withBom(wifi), source('n3ywl25w'));
    expect(readLenovoPackage('a.xml', Buffer.from(wifi), source('n3ywl25w'))).toEqual(withMark);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(wifi.replace(/\n/g, '\r\n'), 'utf16le')]);
    expect(readLenovoPackage('a.xml', utf16, source('n3ywl25w'))).toEqual(withMark);
  });

  it('reports each fault of a descriptor at its line and leaves the package out', () => {
    const text = fixture('lenovo-package-problems.xml');
    const line = (piece: string) => lineOf(text, piece);
    const read = readLenovoPackage('n3ywb19w_2_.xml', withBom(text), source('n3ywb19w'));
    expect(read).toMatchObject({ package: null, id: 'n3ywb19w', line: line('<Package ') });
    expect(read.problems.map((p) => p.message)).toEqual([
      `n3ywb19w_2_.xml, line ${line('<Package ')}: Package n3ywb19w has no version`,
      `n3ywb19w_2_.xml, line ${line('<ReleaseDate>')}: Package n3ywb19w has no ReleaseDate of the form yyyy-mm-dd: "2025-02-30"`,
      `n3ywb19w_2_.xml, line ${line('[USB\\VID_8087]')}: _Driver HardwareID "USB\\VID_8087" is not a hardware ID: A USB hardware ID names its vendor (VID_) and product (PID_).`,
      `n3ywb19w_2_.xml, line ${line('WIN12-PRO')}: OS "WIN12-PRO" is not one of Lenovo's Windows tags (WIN11, WIN10-PRO, WIN81-ENT, WIN7-PRO.*...)`,
      `n3ywb19w_2_.xml, line ${line('<AddressWidth>128')}: AddressWidth "128" is not 32 or 64`,
      `n3ywb19w_2_.xml, line ${line('Intel Bluetooth]]')}: _PnPID "Intel Bluetooth" is not a hardware ID: "Intel Bluetooth" is not a hardware ID: it has no enumerator such as PCI\\ or USB\\.`,
      `n3ywb19w_2_.xml, line ${line('<Files>')}: Package n3ywb19w names no Files/Installer: there is no file to download`,
    ]);
  });

  it('reports a descriptor cut short where it breaks off', () => {
    const text = fixture('lenovo-package-truncated.xml');
    const read = readLenovoPackage('n3ywb19w_2_.xml', withBom(text), source('n3ywb19w'));
    expect(read).toMatchObject({ package: null, id: 'n3ywb19w' });
    expect(read.problems).toEqual([
      expect.objectContaining({ reason: expect.stringMatching(/^the XML breaks off here \(unclosed tag: .+\): the descriptor is cut short or damaged$/) }),
    ]);
    expect(read.problems[0].line).toBeGreaterThanOrEqual(lineOf(text, '<OS>WIN10'));
  });

  it("reports a tag closed wrongly, and a location that is not on Lenovo's site", () => {
    const wrong = wifi.replace('</Vendor>', '</Vendr>');
    expect(readLenovoPackage('a.xml', Buffer.from(wrong), source('n3ywl25w')).problems).toEqual([
      expect.objectContaining({ line: lineOf(wrong, '</Vendr>'), reason: expect.stringMatching(/^the XML breaks off here \(unexpected close tag\)/) }),
    ]);
    const elsewhere = readLenovoPackage('a.xml', Buffer.from(wifi), { location: 'https://lenovo.example.net/mobiles/n3ywl25w_2_.xml' });
    expect(elsewhere.problems.map((p) => p.reason)).toEqual([
      "the descriptor's location: https://lenovo.example.net/mobiles/n3ywl25w_2_.xml is not on Lenovo's site (lenovo.com)",
    ]);
    expect(readLenovoPackage('a.xml', Buffer.from(wifi), { location: 'http://download.lenovo.com/pccbbs/mobiles/n3ywl25w_2_.xml' }).package?.downloadUrl).toBe(
      'https://download.lenovo.com/pccbbs/mobiles/n3ywl25w.exe',
    );
  });

  it.each([
    [
      "a model's catalog",
      '<?xml version="1.0" encoding="UTF-8"?>\n<packages>\n  <package><location>https://download.lenovo.com/pccbbs/mobiles/n3ywl25w_2_.xml</location><category>Networking: Wireless LAN</category></package>\n</packages>\n',
      2,
      'this is not a Lenovo package descriptor: its root element is <packages>, not <Package>',
    ],
    [
      'text that is not XML',
      'Intel Wireless LAN Driver 23.110.0.5\n',
      1,
      'this is not a Lenovo package descriptor: it is not XML (text data outside of root node)',
    ],
    ['an empty file', '', 1, 'this is not a Lenovo package descriptor: it is not XML (document must contain a root element)'],
  ])('refuses %s, naming the file and the line', (_case, text, line, reason) => {
    const read = () => readLenovoPackage('n3ywl25w_2_.xml', Buffer.from(text), source('n3ywl25w'));
    expect(read).toThrow(MakerCatalogError);
    expect(read).toThrow(`n3ywl25w_2_.xml, line ${line}: ${reason}`);
  });

  it('refuses binary data as not text', () => {
    expect(() => readLenovoPackage('n3ywl25w.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]), source('n3ywl25w'))).toThrow(
      'n3ywl25w.exe, line 1: this is not text: a package descriptor is XML',
    );
  });
});
