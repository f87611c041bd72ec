/**
 * Dell's driver catalog (`CatalogPC.xml`, published as `https://downloads.dell.com/catalog/CatalogPC.cab`; UTF-16 with
 * its byte order mark; about 100 MB): a `<Manifest baseLocation="downloads.dell.com">` whose `<SoftwareComponent>`
 * children are Dell's update packages. Each names its file (`path`, below `baseLocation`), its version
 * (`vendorVersion`), its release date (`releaseDate="June 19, 2018"`), its name, type and category (`Display`
 * texts), its page (`ImportantInfo URL`), the devices it is for (`SupportedDevices/Device`: `PCIInfo` vendor, device
 * and subsystem IDs, `PnPInfo` ACPI IDs), the systems (`SupportedSystems/Brand/Model systemID`) and the Windows it
 * installs on (`SupportedOperatingSystems/OperatingSystem osCode osArch`). See docs/maker-catalogs.md.
 */

import { monthNumber, type WindowsVersion } from '@driveratlas/driver-domain';
import type { Architecture } from '../driver-packages/inf/target-os';
import {
  catalogHardwareId,
  catalogSize,
  isoDate,
  MakerCatalogError,
  makerUrl,
  PackageProblems,
  readIsoDate,
  unique,
  windowsTargets,
  type MakerSystem,
  type OsTarget,
  type PackageRead,
} from './maker-package';
import { child, children, xmlText, XmlElements, XmlSyntaxError, type XmlElement } from './xml-elements';

/**
 * Dell's operating-system codes, as its catalogs write them (compared without regard to case), by the Windows version
 * each is; null for a system the site does not list. Editions share a version: Home and Pro (`W10H4`, `W10P4`),
 * Enterprise LTSB/LTSC (`IOT01`, `WEL16`, `IOTL3`), 10 S (`WTCLD`); Windows 11 is `W21H4`/`W21P4` in the catalogs
 * and `W11H4`/`W11P4` where Dell names it so. The architecture is the element's `osArch`.
 */
const DELL_OS_CODES: Record<string, WindowsVersion | null> = {
  W21H4: 'Windows 11',
  W21P4: 'Windows 11',
  W11H4: 'Windows 11',
  W11P4: 'Windows 11',
  W10H2: 'Windows 10',
  W10H4: 'Windows 10',
  W10P2: 'Windows 10',
  W10P4: 'Windows 10',
  IOT01: 'Windows 10',
  IOTL3: 'Windows 10',
  WEL16: 'Windows 10',
  WTCLD: 'Windows 10',
  WB32: 'Windows 8.1',
  WB32P: 'Windows 8.1',
  WB64: 'Windows 8.1',
  WB64P: 'Windows 8.1',
  W7H32: 'Windows 7',
  W7HP3: 'Windows 7',
  W7P32: 'Windows 7',
  W7U32: 'Windows 7',
  W7H64: 'Windows 7',
  W7HP6: 'Windows 7',
  W7PR6: 'Windows 7',
  WIN7X: 'Windows 7',
  // Windows PE 10, which Dell's driver packs for deployment target.
  PE1064: null,
};

/** `osArch` as Dell writes it. */
const DELL_ARCHITECTURES: Record<string, Architecture> = { x86: 'x86', x64: 'x64', arm64: 'arm64' };

/** Dell's `releaseDate` (`June 19, 2018`, `May 09, 2018`) as an ISO date. */
function dellDate(text: string): string | null {
  const m = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(text.trim());
  const month = m ? monthNumber(m[1]) : 0;
  return m && month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
}

/** The items of a list element (`SupportedDevices` → its `Device` elements); none when the component has no such list. */
const listed = (component: XmlElement, list: string, item: string): XmlElement[] => {
  const container = child(component, list);
  return container ? children(container, item) : [];
};

/** The `Display` text of an element, in English where it has several languages. */
function display(element: XmlElement | undefined): string | null {
  const displays = element ? children(element, 'Display') : [];
  const text = (displays.find((d) => d.attributes.lang === 'en') ?? displays[0])?.text.trim();
  return text || null;
}

/** The catalog's settings every component's addresses depend on. */
interface Manifest {
  baseLocation: string | null;
}

/** A component's hardware IDs: PCIInfo as PCI\VEN_v&DEV_d[&SUBSYS_ss], PnPInfo as ACPI\vvvvpppp (its ACPI vendor and product IDs). */
function componentHardwareIds(component: XmlElement, problems: PackageProblems): string[] {
  const ids: string[] = [];
  for (const device of listed(component, 'SupportedDevices', 'Device')) {
    for (const info of device.children) {
      let id: string;
      let written: string;
      if (info.name === 'PCIInfo') {
        const { vendorID = '', deviceID = '', subVendorID = '', subDeviceID = '' } = info.attributes;
        written = `PCIInfo vendorID="${vendorID}" deviceID="${deviceID}" subVendorID="${subVendorID}" subDeviceID="${subDeviceID}"`;
        if (!subVendorID.trim() !== !subDeviceID.trim()) {
          problems.add(info.line, `${written} names half a subsystem: subVendorID and subDeviceID go together`);
          continue;
        }
        id = `PCI\\VEN_${vendorID.trim()}&DEV_${deviceID.trim()}${subVendorID.trim() ? `&SUBSYS_${subDeviceID.trim()}${subVendorID.trim()}` : ''}`;
      } else if (info.name === 'PnPInfo') {
        const vendor = child(info, 'ACPIID')?.text.trim() ?? '';
        const product = child(info, 'PnPProductID')?.text.trim() ?? '';
        written = `PnPInfo ACPIID "${vendor}" PnPProductID "${product}"`;
        id = `ACPI\\VEN_${vendor}&DEV_${product}`;
      } else continue;
      const read = catalogHardwareId(id);
      if ('reason' in read) problems.add(info.line, `${written} is not a hardware ID: ${read.reason}`);
      else ids.push(read.id);
    }
  }
  return [...new Set(ids)];
}

function componentTargets(component: XmlElement, problems: PackageProblems): OsTarget[] {
  return listed(component, 'SupportedOperatingSystems', 'OperatingSystem').flatMap((os) => {
    const code = os.attributes.osCode?.trim() ?? '';
    const arch = os.attributes.osArch?.trim() ?? '';
    const windows = DELL_OS_CODES[code.toUpperCase()];
    const architecture = DELL_ARCHITECTURES[arch.toLowerCase()];
    if (windows === undefined) problems.add(os.line, `osCode "${code}" is not one of Dell's Windows codes (W10P4, W21H4, WB64, W7P32...)`);
    if (!architecture) problems.add(os.line, `osArch "${arch}" of osCode "${code}" is not x86, x64 or arm64`);
    return windows === undefined || !architecture ? [] : [{ windows, architecture }];
  });
}

function componentSystems(component: XmlElement, problems: PackageProblems): MakerSystem[] {
  const systems = listed(component, 'SupportedSystems', 'Brand').flatMap((brand) =>
    children(brand, 'Model').flatMap((model) => {
      const id = model.attributes.systemID?.trim() ?? '';
      if (!/^[0-9A-F]{4}$/i.test(id)) {
        problems.add(model.line, `Model systemID "${id}" is not four hexadecimal digits`);
        return [];
      }
      const name = [display(brand), display(model)].filter(Boolean).join(' ');
      return [{ id: id.toUpperCase(), name: name || null }];
    }),
  );
  return unique(systems, (s) => s.id);
}

/** One `<SoftwareComponent>` read whole: the package, or each problem found in it. */
function readComponent(file: string, component: XmlElement, manifest: Manifest): PackageRead {
  const problems = new PackageProblems(file, component.line);
  const at = component.line;
  const attribute = (name: string) => component.attributes[name]?.trim() || null;
  const id = attribute('releaseID') ?? attribute('packageID');
  if (!id) problems.add(at, 'this SoftwareComponent has no releaseID');
  const what = id ? `SoftwareComponent ${id}` : 'this SoftwareComponent';
  const version = attribute('vendorVersion');
  if (!version) problems.add(at, `${what} has no vendorVersion`);
  const dellVersion = attribute('dellVersion');
  // Older catalogs append the versions to the name: "Realtek High Definition Audio Driver,6.0.1.8454,A02".
  const fullName = display(child(component, 'Name'));
  const name = fullName && version ? fullName.replace(`,${version}${dellVersion ? `,${dellVersion}` : ''}`, '').trim() : fullName;
  if (!name) problems.add(at, `${what} has no Name`);
  const releaseDate = attribute('releaseDate') ? dellDate(attribute('releaseDate')!) : readIsoDate(attribute('dateTime') ?? '');
  if (!releaseDate) problems.add(at, `${what} has no release date Dell writes ("June 19, 2018"): releaseDate "${attribute('releaseDate') ?? ''}"`);
  const path = attribute('path');
  let downloadUrl: string | null = null;
  if (!path) problems.add(at, `${what} has no path: there is no file to download`);
  else if (!manifest.baseLocation) problems.add(at, 'the Manifest has no baseLocation to find the file at');
  else {
    const base = manifest.baseLocation.replace(/^[a-z]+:\/\//i, '').replace(/\/+$/, '');
    const read = makerUrl('Dell', `https://${base}/${path.replace(/^\/+/, '')}`);
    downloadUrl = 'url' in read ? read.url : problems.add(at, `the file's address: ${read.reason}`);
  }
  const sizeRead = catalogSize(attribute('size') ?? undefined);
  const size = 'size' in sizeRead ? sizeRead.size : problems.add(at, `${what}: ${sizeRead.reason}`);
  const info = child(component, 'ImportantInfo');
  const pageRead = info?.attributes.URL?.trim() ? makerUrl('Dell', info.attributes.URL) : null;
  const officialPage = pageRead && 'reason' in pageRead ? problems.add(info!.line, `ImportantInfo URL: ${pageRead.reason}`) : (pageRead?.url ?? null);
  const hardwareIds = componentHardwareIds(component, problems);
  const targets = componentTargets(component, problems);
  const systems = componentSystems(component, problems);
  return problems.read(id, () => ({
    maker: 'Dell',
    id: id!,
    name: name!,
    version: version!,
    releaseDate: releaseDate!,
    category: display(child(component, 'Category')),
    type: display(child(component, 'ComponentType')),
    targets: windowsTargets(targets),
    officialPage,
    downloadUrl: downloadUrl!,
    size,
    hardwareIds,
    systems,
    line: component.line,
  }));
}

/**
 * Reads Dell's catalog as a stream, one SoftwareComponent at a time (memory holds the component being read, not the
 * catalog), and yields each one's read as it closes: the package, or the problems that leave it out. The first place
 * the XML breaks (a file cut short, a tag not closed) is the last read, a problem located at its line; the packages
 * read before it stand. Throws MakerCatalogError when the file is not a Dell catalog at all (not XML, or its root is
 * not `<Manifest>`).
 */
export async function* readDellCatalog(file: string, source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): AsyncGenerator<PackageRead> {
  const manifest: Manifest = { baseLocation: null };
  const reads: PackageRead[] = [];
  const xml = new XmlElements({
    wholeAt: 1,
    onRoot: (root) => {
      if (root.name !== 'Manifest')
        throw new MakerCatalogError(file, root.line, `this is not Dell's catalog: its root element is <${root.name}>, not <Manifest>`);
      manifest.baseLocation = root.attributes.baseLocation?.trim() || null;
    },
    onWhole: (element) => {
      if (element.name === 'SoftwareComponent') reads.push(readComponent(file, element, manifest));
    },
  });
  let broken: XmlSyntaxError | null = null;
  try {
    for await (const text of xmlText(source)) {
      xml.write(text);
      while (reads.length) yield reads.shift()!;
    }
    xml.close();
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    broken = error;
  }
  if (!xml.root) throw new MakerCatalogError(file, 1, `this is not Dell's catalog: it is not XML (${broken?.reason ?? 'no root element'})`);
  while (reads.length) yield reads.shift()!;
  if (broken) {
    // The component being read when the XML broke, if it had begun.
    const component = xml.open[1]?.name === 'SoftwareComponent' ? xml.open[1] : undefined;
    const problems = new PackageProblems(file, component?.line ?? broken.line);
    problems.add(broken.line, `the XML breaks off here (${broken.reason}): the catalog is cut short or damaged, and nothing after this line is read`);
    yield problems.rejected(component?.attributes.releaseID ?? null);
  }
}
