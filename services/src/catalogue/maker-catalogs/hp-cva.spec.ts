import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readHpCva, softpaqUrl } from './hp-cva';
import { MakerCatalogError } from './maker-package';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
/** Windows text: CRLF line ends. */
const crlf = (text: string) => text.replace(/\n/g, '\r\n');
/** ANSI: Windows-1252 (Latin-1 for these characters). */
const ansi = (text: string) => Buffer.from(crlf(text), 'latin1');
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(crlf(text), 'utf16le')]);
const lineOf = (text: string, piece: string) => text.slice(0, text.indexOf(piece)).split('\n').length;

describe('readHpCva', () => {
  const wifi = fixture('hp-softpaq.cva');
  const legacy = fixture('hp-softpaq-legacy.cva');

  it('reads a SoftPaq: number, US title, vendor version, the date of its CVATimeStamp, type and category, its files on ftp.hp.com', () => {
    const read = readHpCva('sp151033.cva', Buffer.from(crlf(wifi)));
    expect(read.problems).toEqual([]);
    expect(read.package).toMatchObject({
      maker: 'HP',
      id: 'sp151033',
      name: 'Intel Wireless LAN Drivers',
      version: '23.40.0.4',
      releaseDate: '2024-06-05',
      type: 'Driver',
      category: 'Driver - Network',
      downloadUrl: 'https://ftp.hp.com/pub/softpaq/sp151001-151500/sp151033.exe',
      size: null,
      officialPage: 'https://ftp.hp.com/pub/softpaq/sp151001-151500/sp151033.html',
      line: 1,
    });
  });

  it('reads each [Devices] line as a hardware ID, canonical, each once, and each SysId of [System Information] with its SysName', () => {
    const read = readHpCva('sp151033.cva', Buffer.from(crlf(wifi)));
    expect(read.package?.hardwareIds).toEqual([
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086',
      'PCI\\VEN_8086&DEV_2725&SUBSYS_00208086',
      'PCI\\VEN_8086&DEV_51F0&SUBSYS_00908086',
      'PCI\\VEN_8086&DEV_272B&SUBSYS_00F48086',
    ]);
    expect(read.package?.systems).toEqual([
      { id: '896D', name: 'HP EliteBook 840 G9 Notebook PC' },
      { id: '896E', name: 'HP EliteBook 860 G9 Notebook PC' },
      { id: '8AB8', name: 'HP ZBook Firefly 14 inch G9 Mobile Workstation PC' },
      { id: '8AB9', name: 'HP ZBook Firefly 16 inch G9 Mobile Workstation PC' },
    ]);
  });

  it("maps [Operating Systems]' codes (one a release) to Windows versions and architectures", () => {
    expect(readHpCva('sp151033.cva', Buffer.from(crlf(wifi))).package?.targets).toEqual([
      { windows: 'Windows 11', architectures: ['x64'] },
      { windows: 'Windows 10', architectures: ['x64'] },
    ]);
  });

  it('reads an older SoftPaq in ANSI text: its sections in another order, HD Audio IDs, codes of 32- and 64-bit Windows 10, IoT LTSC, 8.1 and 7', () => {
    const read = readHpCva('sp79876.cva', ansi(legacy));
    expect(read.problems).toEqual([]);
    expect(read.package).toMatchObject({
      id: 'sp79876',
      name: 'Realtek® High-Definition (HD) Audio Driver',
      version: '6.0.1.8186',
      releaseDate: '2017-10-19',
      category: 'Driver - Audio',
      downloadUrl: 'https://ftp.hp.com/pub/softpaq/sp79501-80000/sp79876.exe',
      hardwareIds: [
        'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0221&SUBSYS_103C8266',
        'HDAUDIO\\FUNC_01&VEN_10EC&DEV_0221&SUBSYS_103C8267',
        'INTELAUDIO\\FUNC_01&VEN_10EC&DEV_0221',
      ],
      systems: [
        { id: '8266', name: 'HP EliteDesk 800 G3 Small Form Factor PC' },
        { id: '8267', name: 'HP EliteDesk 800 G3 Tower PC' },
      ],
      targets: [
        { windows: 'Windows 10', architectures: ['x86', 'x64'] },
        { windows: 'Windows 8.1', architectures: ['x64'] },
        { windows: 'Windows 7', architectures: ['x86', 'x64'] },
      ],
    });
  });

  it('reads the same SoftPaq as UTF-16 with its byte order mark, and with LF line ends', () => {
    const read = readHpCva('sp151033.cva', Buffer.from(crlf(wifi)));
    expect(readHpCva('sp151033.cva', utf16(wifi))).toEqual(read);
    expect(readHpCva('sp151033.cva', Buffer.from(wifi))).toEqual(read);
  });

  it('reads the Windows codes of an [OperatingSystem] section as those of [Operating Systems]', () => {
    const read = readHpCva('sp151033.cva', Buffer.from(wifi.replace('[Operating Systems]', '[OperatingSystem]')));
    expect(read.package?.targets).toEqual(readHpCva('sp151033.cva', Buffer.from(wifi)).package?.targets);
  });

  it("names the SoftPaq's folder on ftp.hp.com as HP's tools do: folders of 500 by number", () => {
    expect(softpaqUrl(143021, 'exe')).toBe('https://ftp.hp.com/pub/softpaq/sp143001-143500/sp143021.exe');
    expect(softpaqUrl(143000, 'cva')).toBe('https://ftp.hp.com/pub/softpaq/sp142501-143000/sp143000.cva');
    expect(softpaqUrl(143001, 'html')).toBe('https://ftp.hp.com/pub/softpaq/sp143001-143500/sp143001.html');
  });

  it('reports each fault of a SoftPaq at its line and leaves it out', () => {
    const text = fixture('hp-softpaq-problems.cva');
    const line = (piece: string) => lineOf(text, piece);
    const read = readHpCva('sp151034.cva', Buffer.from(crlf(text)));
    expect(read).toMatchObject({ package: null, id: 'sp151034', line: 1 });
    expect(read.problems.map((p) => p.message)).toEqual([
      `sp151034.cva, line ${line('CVATimeStamp')}: CVATimeStamp "2024-06-05" does not start with a date (yyyymmdd)`,
      `sp151034.cva, line ${line('[General]')}: [General] has no VendorVersion or Version`,
      `sp151034.cva, line ${line('W11_ARM64')}: "W11_ARM64" is not one of HP's Windows codes (W11_23H2, WT64_22H2, WT32, W764...)`,
      `sp151034.cva, line ${line('DEV_CE2=')}: [Devices] "PCI\\VEN_06CB&DEV_CE2" is not a hardware ID: DEV_CE2: DEV must be 4 hexadecimal digits.`,
      `sp151034.cva, line ${line('SysId2')}: SysId2 "8B87" is not a baseboard ID (0x and four hexadecimal digits)`,
    ]);
  });

  it('reports a SoftPaq cut short: the line it breaks off in, and the sections it never reaches', () => {
    const text = fixture('hp-softpaq-truncated.cva');
    const read = readHpCva('sp151035.cva', Buffer.from(crlf(text)));
    const last = text.trimEnd().split('\n').length;
    expect(read.problems.map((p) => p.message)).toEqual([
      `sp151035.cva, line ${last}: [Devices] "PCI\\VEN_8086&DEV_7A" is not a hardware ID: DEV_7A: DEV must be 4 hexadecimal digits.`,
      `sp151035.cva, line ${last}: there is no [Software Title] section: the file may be cut short`,
    ]);
  });

  it('reports a section name left open, a SoftPaq number that is not one, and each section missing', () => {
    const text = '[CVA File Information]\nCVATimeStamp=20240605T101532\n\n[Softpaq]\nSoftpaqNumber=151036\n\n[Software Title\nUS=Intel Chipset\n';
    expect(readHpCva('sp151036.cva', Buffer.from(text)).problems.map((p) => p.message)).toEqual([
      'sp151036.cva, line 5: SoftpaqNumber "151036" is not sp and a number',
      'sp151036.cva, line 7: a section name without its closing "]": [Software Title',
      'sp151036.cva, line 8: there is no [General] section: the file may be cut short',
      'sp151036.cva, line 8: there is no [Operating Systems] section: the file may be cut short',
      'sp151036.cva, line 8: there is no [Software Title] section: the file may be cut short',
    ]);
  });

  it.each([
    ['an INF file', '[Version]\nSignature="$WINDOWS NT$"\nDriverVer=10/14/2025,1.0\n'],
    ['text that is not a CVA', 'SoftpaqNumber=sp151033\n'],
    ['an empty file', ''],
  ])('refuses %s, naming the file', (_case, text) => {
    const read = () => readHpCva('sp151033.cva', Buffer.from(text));
    expect(read).toThrow(MakerCatalogError);
    expect(read).toThrow('sp151033.cva, line 1: this is not an HP CVA file: it has no [CVA File Information] or [Softpaq] section');
  });

  it('refuses binary data as not text', () => {
    expect(() => readHpCva('sp151033.exe', Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00]))).toThrow(
      'sp151033.exe, line 1: this is not text: a CVA file is text',
    );
  });
});
