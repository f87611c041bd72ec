import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { readDellCatalog } from './dell-catalog';
import { MakerCatalogError, type MakerPackage, type PackageRead } from './maker-package';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name), 'utf8');
/** As Dell ships its catalog: UTF-16 little-endian with its byte order mark, CRLF. */
const utf16 = (text: string) => Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text.replace(/\n/g, '\r\n'), 'utf16le')]);
/** The bytes as a stream of pieces of `size` bytes, as a file or a download delivers them. */
const inPieces = (bytes: Buffer, size: number) =>
  Readable.from(Array.from({ length: Math.ceil(bytes.length / size) }, (_, i) => bytes.subarray(i * size, (i + 1) * size)));
/** The line of the text a piece of it is on. */
const lineOf = (text: string, piece: string) => text.slice(0, text.indexOf(piece)).split('\n').length;

async function readAll(file: string, source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): Promise<PackageRead[]> {
  const reads: PackageRead[] = [];
  for await (const read of readDellCatalog(file, source)) reads.push(read);
  return reads;
}
const packagesOf = (reads: PackageRead[]): MakerPackage[] => reads.flatMap((r) => (r.package ? [r.package] : []));

describe('readDellCatalog', () => {
  const catalog = fixture('dell-catalog.xml');

  it('reads each SoftwareComponent of a catalog as Dell ships it (UTF-16, CRLF): IDs, names, versions, dates, type and category, addresses', async () => {
    const reads = await readAll('CatalogPC.xml', inPieces(utf16(catalog), 64 * 1024));
    expect(reads.every((r) => r.problems.length === 0)).toBe(true);
    expect(
      packagesOf(reads).map(({ id, name, version, releaseDate, type, category, downloadUrl, size, officialPage }) => ({
        id,
        name,
        version,
        releaseDate,
        type,
        category,
        downloadUrl,
        size,
        officialPage,
      })),
    ).toEqual([
      {
        id: '5K8YG',
        name: 'Realtek High Definition Audio Driver',
        version: '6.0.9733.1',
        releaseDate: '2024-10-14',
        type: 'Driver',
        category: 'Audio',
        downloadUrl: 'https://downloads.dell.com/FOLDER12083754M/1/Realtek-High-Definition-Audio-Driver_5K8YG_WIN64_6.0.9733.1_A17.EXE',
        size: 421785600,
        officialPage: 'https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=5K8YG',
      },
      {
        id: 'X0CVT',
        name: 'Intel AX201/AX211/BE200 Wi-Fi UWD Driver',
        version: '23.110.0.5',
        releaseDate: '2025-03-03',
        type: 'Driver',
        category: 'Network, Ethernet & Wireless',
        downloadUrl: 'https://downloads.dell.com/FOLDER12473361M/2/Intel-AX201-AX211-BE200-Wi-Fi-UWD-Driver_X0CVT_WIN64_23.110.0.5_A29_01.EXE',
        size: 82444264,
        officialPage: 'https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=X0CVT',
      },
      {
        // An older entry: the versions appended to the name are left out, its http page is read as https.
        id: '8C27J',
        name: 'Dell Digital Delivery Application',
        version: '3.5.2006.0',
        releaseDate: '2018-09-27',
        type: 'Application',
        category: 'Applications',
        downloadUrl: 'https://downloads.dell.com/FOLDER05226341M/1/Dell-Digital-Delivery-Application_8C27J_WIN_3.5.2006.0_A08.EXE',
        size: 9366888,
        officialPage: 'https://www.dell.com/support/home/us/en/19/Drivers/DriversDetails?driverId=8C27J',
      },
      {
        // No releaseDate: the date of its dateTime; no ImportantInfo: no page.
        id: '2WH8K',
        name: 'Dell Latitude 5420/5520 and Precision 3560 System BIOS',
        version: '1.38.0',
        releaseDate: '2025-04-08',
        type: 'BIOS',
        category: 'BIOS',
        downloadUrl: 'https://downloads.dell.com/FOLDER12544002M/1/Latitude_5X20_Precision_3560_1.38.0.exe',
        size: 31457280,
        officialPage: null,
      },
    ]);
    expect(packagesOf(reads).every((p) => p.maker === 'Dell')).toBe(true);
  });

  it("reads the devices' PCIInfo as PCI IDs with their subsystem (none when Dell leaves it empty) and PnPInfo as ACPI IDs, canonical, each once", async () => {
    const [audio, wifi, application] = packagesOf(await readAll('CatalogPC.xml', [utf16(catalog)]));
    expect(audio.hardwareIds).toEqual(['PCI\\VEN_10EC&DEV_0289&SUBSYS_0A211028', 'PCI\\VEN_10EC&DEV_0289&SUBSYS_0A221028', 'ACPI\\10EC5682']);
    expect(wifi.hardwareIds).toEqual(['PCI\\VEN_8086&DEV_A0F0', 'PCI\\VEN_8086&DEV_51F0&SUBSYS_00948086', 'PCI\\VEN_8086&DEV_272B&SUBSYS_00F48086']);
    expect(application.hardwareIds).toEqual([]);
  });

  it('reads the systems of every brand (several models each), with the brand and model names, system IDs in upper case', async () => {
    const [audio, wifi, application, bios] = packagesOf(await readAll('CatalogPC.xml', [utf16(catalog)]));
    expect(audio.systems).toEqual([
      { id: '0A21', name: 'Latitude 5420' },
      { id: '0A22', name: 'Latitude 5520' },
      { id: '0A6F', name: 'Precision 3560' },
    ]);
    expect(wifi.systems).toEqual([
      { id: '0B04', name: 'Latitude 5440' },
      { id: '0BD1', name: 'OptiPlex Micro Plus 7020' },
    ]);
    expect(application.systems).toEqual([
      { id: '07A9', name: 'Precision 3520' },
      { id: '075B', name: 'XPS Notebook 9360' },
    ]);
    expect(bios.systems).toEqual([{ id: '0A21', name: 'Latitude 5420' }]);
  });

  it("maps Dell's OS codes and osArch to the Windows versions and architectures, editions merged, Windows PE left out", async () => {
    const [audio, wifi, application] = packagesOf(await readAll('CatalogPC.xml', [utf16(catalog)]));
    expect(audio.targets).toEqual([
      { windows: 'Windows 11', architectures: ['x64'] },
      { windows: 'Windows 10', architectures: ['x64'] },
    ]);
    expect(wifi.targets).toEqual([{ windows: 'Windows 11', architectures: ['x64'] }]);
    expect(application.targets).toEqual([
      { windows: 'Windows 10', architectures: ['x86', 'x64'] },
      { windows: 'Windows 8.1', architectures: ['x64'] },
      { windows: 'Windows 7', architectures: ['x86', 'x64'] },
    ]);
  });

  it('gives the line each component starts on', async () => {
    const packages = packagesOf(await readAll('CatalogPC.xml', [utf16(catalog)]));
    expect(packages.map((p) => p.line)).toEqual(['"5K8YG"', '"X0CVT"', 'releaseID="8C27J"', '"2WH8K"'].map((id) => lineOf(catalog, id)));
  });

  it('reads the same catalog as UTF-8 text, as UTF-16 delivered in pieces that split its characters, without its byte order mark, big-endian', async () => {
    const whole = await readAll('CatalogPC.xml', [utf16(catalog)]);
    expect(await readAll('CatalogPC.xml', [Buffer.from(catalog)])).toEqual(whole);
    expect(await readAll('CatalogPC.xml', inPieces(utf16(catalog), 7))).toEqual(whole);
    expect(await readAll('CatalogPC.xml', inPieces(Buffer.from(catalog.replace(/\n/g, '\r\n')), 5))).toEqual(whole);
    // UTF-16 without its byte order mark, and big-endian with it.
    expect(await readAll('CatalogPC.xml', [Buffer.from(catalog, 'utf16le')])).toEqual(whole);
    expect(await readAll('CatalogPC.xml', inPieces(Buffer.from(utf16(catalog)).swap16(), 3))).toEqual(whole);
  });

  it('reads a catalog as a stream: the first packages come before the rest of the file is read, and stopping stops the reading', async () => {
    const [, head, component, tail] = /^([\s\S]*?<Manifest[^>]*>)[\s\S]*?(<SoftwareComponent[\s\S]*?<\/SoftwareComponent>)[\s\S]*(<\/Manifest>\s*)$/.exec(
      catalog,
    )!;
    let produced = 0;
    let closed = false;
    // A catalog of a hundred thousand components (some 300 MB of UTF-16), made only as far as it is read.
    async function* hugeCatalog() {
      try {
        yield utf16(head);
        for (let i = 0; i < 100_000; i++, produced++) yield Buffer.from(component.replace(/5K8YG/g, `P${i}`), 'utf16le');
        yield Buffer.from(tail, 'utf16le');
      } finally {
        closed = true;
      }
    }
    const ids: string[] = [];
    for await (const read of readDellCatalog('CatalogPC.xml', Readable.from(hugeCatalog()))) {
      ids.push(read.package!.id);
      if (ids.length === 3) break;
    }
    expect(ids).toEqual(['P0', 'P1', 'P2']);
    expect(produced).toBeLessThan(100);
    expect(closed).toBe(true);
  });

  describe('a catalog with faults', () => {
    const text = fixture('dell-catalog-problems.xml');
    const line = (piece: string) => lineOf(text, piece);
    const reads = () => readAll('CatalogPC.xml', [utf16(text)]);

    it('keeps the good packages and leaves out each faulty one, reporting every fault at its line', async () => {
      const all = await reads();
      expect(all.map((r) => (r.package ? r.package.id : `problems of ${r.id}`))).toEqual([
        'GOOD1',
        'problems of NOVER',
        'problems of BADPC',
        'problems of BADOS',
        'problems of ELSEW',
        'problems of NOPTH',
        'GOOD2',
      ]);
      expect(packagesOf(all)[0]).toMatchObject({ hardwareIds: ['PCI\\VEN_8086&DEV_9A49&SUBSYS_0A211028'], systems: [{ id: '0A21', name: 'Latitude 5420' }] });
      const messages = Object.fromEntries(all.flatMap((r) => (r.package ? [] : [[r.id, r.problems.map((p) => p.message)]])));
      expect(messages).toEqual({
        NOVER: [
          `CatalogPC.xml, line ${line('"NOVER"')}: SoftwareComponent NOVER has no vendorVersion`,
          `CatalogPC.xml, line ${line('"NOVER"')}: SoftwareComponent NOVER: the file size "12 MB" is not a number of bytes`,
        ],
        BADPC: [
          `CatalogPC.xml, line ${line('vendorID="10EX"')}: PCIInfo vendorID="10EX" deviceID="0289" subVendorID="1028" subDeviceID="0A21" is not a hardware ID: VEN_10EX: VEN must be 4 hexadecimal digits.`,
          `CatalogPC.xml, line ${line('subVendorID="" />')}: PCIInfo vendorID="10EC" deviceID="0289" subVendorID="" subDeviceID="0A21" names half a subsystem: subVendorID and subDeviceID go together`,
        ],
        BADOS: [
          `CatalogPC.xml, line ${line('"W99X4"')}: osCode "W99X4" is not one of Dell's Windows codes (W10P4, W21H4, WB64, W7P32...)`,
          `CatalogPC.xml, line ${line('"ia64"')}: osArch "ia64" of osCode "W10P2" is not x86, x64 or arm64`,
        ],
        ELSEW: [
          `CatalogPC.xml, line ${line('"ELSEW"')}: SoftwareComponent ELSEW has no release date Dell writes ("June 19, 2018"): releaseDate "Octobre 14, 2024"`,
          `CatalogPC.xml, line ${line('URL="https://www.dell-drivers')}: ImportantInfo URL: https://www.dell-drivers.example/DriversDetails?driverId=ELSEW is not on Dell's site (dell.com)`,
        ],
        NOPTH: [
          `CatalogPC.xml, line ${line('"NOPTH"')}: SoftwareComponent NOPTH has no path: there is no file to download`,
          `CatalogPC.xml, line ${line('56G2')}: PnPInfo ACPIID "10EC" PnPProductID "56G2" is not a hardware ID: "VEN_10EC&DEV_56G2" is not an ACPI ID: three or four letters and four hexadecimal digits (INT33A0, MSFT0101) or VEN_INT&DEV_33A0.`,
          `CatalogPC.xml, line ${line('"A21"')}: Model systemID "A21" is not four hexadecimal digits`,
        ],
      });
      expect(all.filter((r) => !r.package).map((r) => (r.package ? 0 : r.line))).toEqual(
        ['NOVER', 'BADPC', 'BADOS', 'ELSEW', 'NOPTH'].map((id) => line(`"${id}"`)),
      );
    });
  });

  it('keeps the packages read before a catalog cut short, and reports where it breaks off as a problem of the component it breaks in', async () => {
    const text = fixture('dell-catalog-truncated.xml');
    const all = await readAll('CatalogPC.xml', [utf16(text)]);
    expect(all).toHaveLength(2);
    expect(all[0].package?.id).toBe('GOOD1');
    expect(all[1]).toMatchObject({ package: null, id: 'CUT01', line: lineOf(text, '"CUT01"') });
    expect(all[1].problems.map((p) => p.message)).toEqual([
      expect.stringMatching(
        /^CatalogPC\.xml, line \d+: the XML breaks off here \(.+\): the catalog is cut short or damaged, and nothing after this line is read$/,
      ),
    ]);
    expect(all[1].problems[0].line).toBeGreaterThanOrEqual(lineOf(text, 'subDe'));
  });

  it('stops at a tag closed wrongly in the middle of a catalog: the packages before it stand, nothing after it is read', async () => {
    const components = ['A0001', 'B0002', 'C0003'].map(
      (id, i) =>
        `  <SoftwareComponent releaseID="${id}" releaseDate="May 09, 2018" vendorVersion="1.0" path="F/${id}.EXE">\n` +
        `    <Name><Display lang="en">Driver ${id}</Display>${i === 1 ? '</Nme>' : '</Name>'}\n` +
        `  </SoftwareComponent>\n`,
    );
    const all = await readAll('CatalogPC.xml', [`<Manifest baseLocation="downloads.dell.com">\n${components.join('')}</Manifest>\n`]);
    expect(all.map((r) => (r.package ? r.package.id : r.id))).toEqual(['A0001', 'B0002']);
    expect(all[1].problems).toEqual([expect.objectContaining({ line: 6, reason: expect.stringMatching(/^the XML breaks off here \(unexpected close tag\)/) })]);
  });

  it.each([
    [
      'a Lenovo package descriptor',
      '<?xml version="1.0" encoding="utf-8"?>\n<Package name="INTELBT" id="n1cww12w" version="20.60.0.4">\n</Package>\n',
      2,
      "this is not Dell's catalog: its root element is <Package>, not <Manifest>",
    ],
    ['text that is not XML', 'SoftwareComponent releaseID=5K8YG\n', 1, "this is not Dell's catalog: it is not XML (text data outside of root node)"],
    ['an empty file', '', 1, "this is not Dell's catalog: it is not XML (document must contain a root element)"],
  ])('refuses %s, naming the file and the line', async (_case, text, line, reason) => {
    const read = readAll('CatalogPC.xml', [Buffer.from(text)]);
    await expect(read).rejects.toThrow(MakerCatalogError);
    await expect(readAll('CatalogPC.xml', [Buffer.from(text)])).rejects.toThrow(`CatalogPC.xml, line ${line}: ${reason}`);
  });

  it('refuses binary data as not XML', async () => {
    await expect(readAll('CatalogPC.cab', [Buffer.from([0x4d, 0x53, 0x43, 0x46, 0x00, 0x00, 0x00, 0x00, 0x9a, 0x1c])])).rejects.toThrow(
      /^CatalogPC\.cab, line 1: this is not Dell's catalog: it is not XML/,
    );
  });
});
