/**
 * Lenovo's package descriptors (`n1cww12w_2_.xml`, beside the package's files on download.lenovo.com; a model's
 * catalog, `https://download.lenovo.com/catalog/20QG_Win10.xml`, lists the descriptors of its packages): one
 * `<Package id version>` with its title (`Title/Desc`), release date (`ReleaseDate`), files (`Files/Installer`,
 * `Files/Readme`), and the rules Lenovo's System Update applies: `Dependencies` (the Windows it installs on, `_OS`, on
 * which processors, `_CPUAddressWidth`, and the devices it is for, `_PnPID`) and `DetectInstall` (the devices whose
 * driver shows it installed, `_Driver/HardwareID` and `_PnPID`). See docs/maker-catalogs.md.
 */

import type { WindowsVersion } from '@driveratlas/driver-domain';
import type { Architecture } from '../driver-packages/inf/target-os';
import { decodeWindowsText, NotTextError } from '../../platform/common/windows-text';
import {
  catalogHardwareId,
  catalogSize,
  MakerCatalogError,
  makerUrl,
  PackageProblems,
  readIsoDate,
  windowsTargets,
  type OsTarget,
  type PackageRead,
} from './maker-package';
import { child, children, readXmlDocument, type XmlElement } from './xml-elements';

/** What the model catalog that lists a descriptor says of it. */
export interface LenovoPackageSource {
  /** The descriptor's address, as the catalog's `<location>` gives it: the package's files sit beside it. */
  location: string;
  /** The machine types whose catalogs list it (`20QG`). */
  machineTypes?: string[];
  /** The catalog's `<category>` of it (`Audio`, `Networking: Wireless LAN`). */
  category?: string;
}

/**
 * Lenovo's Windows tags in `_OS` (`WIN10`, `WIN10-ENT`, `WIN10-PRO.*`, `WIN7-HOMEBASIC.*`, `WIN81-ENT`: the version,
 * an edition, a pattern of builds), by the version number they name; null for Windows 8, which the site does not list.
 */
const LENOVO_WINDOWS: Record<string, WindowsVersion | null> = { '11': 'Windows 11', '10': 'Windows 10', '81': 'Windows 8.1', '8': null, '7': 'Windows 7' };
const LENOVO_OS_TAG = /^WIN(\d+)(?:-[A-Z]+)?(?:\..*)?$/i;

/** `_CPUAddressWidth/AddressWidth`: the bits of the processor's addresses. */
const ADDRESS_WIDTHS: Record<string, Architecture> = { '32': 'x86', '64': 'x64' };

/** The address widths of a group of rules that must all hold (`And`, or the Dependencies themselves), as architectures. */
function groupArchitectures(group: XmlElement, problems: PackageProblems): Architecture[] {
  return children(group, '_CPUAddressWidth').flatMap((width) =>
    children(width, 'AddressWidth').flatMap((w) => {
      const architecture = ADDRESS_WIDTHS[w.text.trim()];
      if (!architecture) problems.add(w.line, `AddressWidth "${w.text.trim()}" is not 32 or 64`);
      return architecture ? [architecture] : [];
    }),
  );
}

/**
 * The Windows of the `_OS` rules, each with the address widths that must hold beside it: those of every `And` it
 * sits in (an `_OS` in one branch of an `Or` is paired with that branch's width, as Lenovo writes "7 [32,64] / 8.1
 * [64]"). Rules under `Not` say where the package does not install, and are left aside.
 */
function dependencyTargets(dependencies: XmlElement, problems: PackageProblems): OsTarget[] {
  const targets: OsTarget[] = [];
  const walk = (element: XmlElement, inherited: Architecture[]) => {
    const architectures = element === dependencies || element.name === 'And' ? [...inherited, ...groupArchitectures(element, problems)] : inherited;
    for (const rule of element.children) {
      if (rule.name === 'Not') continue;
      if (rule.name !== '_OS') {
        walk(rule, architectures);
        continue;
      }
      for (const os of children(rule, 'OS')) {
        const tag = os.text.trim();
        const m = LENOVO_OS_TAG.exec(tag);
        const windows = m ? LENOVO_WINDOWS[m[1]] : undefined;
        if (windows === undefined) problems.add(os.line, `OS "${tag}" is not one of Lenovo's Windows tags (WIN11, WIN10-PRO, WIN81-ENT, WIN7-PRO.*...)`);
        else if (architectures.length) targets.push(...architectures.map((architecture) => ({ windows, architecture })));
        else targets.push({ windows, architecture: null });
      }
    }
  };
  walk(dependencies, []);
  return targets;
}

/** The IDs of the `_PnPID` rules and `_Driver/HardwareID` checks of a section, in its order, those under `Not` left aside. */
function ruleHardwareIds(section: XmlElement | undefined, problems: PackageProblems): string[] {
  if (!section) return [];
  const ids: string[] = [];
  const add = (element: XmlElement, rule: string) => {
    const read = catalogHardwareId(element.text);
    if ('reason' in read) problems.add(element.line, `${rule} "${element.text.trim()}" is not a hardware ID: ${read.reason}`);
    else ids.push(read.id);
  };
  const walk = (element: XmlElement) => {
    for (const rule of element.children) {
      if (rule.name === 'Not') continue;
      if (rule.name === '_PnPID') add(rule, '_PnPID');
      else if (rule.name === '_Driver') for (const id of children(rule, 'HardwareID')) add(id, '_Driver HardwareID');
      else walk(rule);
    }
  };
  walk(section);
  return ids;
}

/** The file of a `Files` list (`Installer`, `Readme`): the one in the list's default language, or its only one. */
function listedFile(files: XmlElement | undefined, list: string): XmlElement | undefined {
  const container = files && child(files, list);
  const all = container ? children(container, 'File') : [];
  return all.find((f) => f.attributes.id === container?.attributes.default) ?? all[0];
}

/**
 * Reads one package descriptor (UTF-8 XML, its byte order mark or not) with what its model catalog says of it: the
 * package, or each problem that leaves it out (a missing version, a rule that names no hardware ID, a Windows tag
 * Lenovo does not write, XML cut short), each at its line. Throws MakerCatalogError when the file is not a package
 * descriptor at all (not text, not XML, or its root is not `<Package>`).
 */
export function readLenovoPackage(file: string, bytes: Buffer, source: LenovoPackageSource): PackageRead {
  let text: string;
  try {
    text = decodeWindowsText(bytes);
  } catch (error) {
    if (error instanceof NotTextError) throw new MakerCatalogError(file, 1, 'this is not text: a package descriptor is XML');
    throw error;
  }
  const { root, broken } = readXmlDocument(text);
  if (!root) throw new MakerCatalogError(file, 1, `this is not a Lenovo package descriptor: it is not XML (${broken?.reason ?? 'no root element'})`);
  if (root.name !== 'Package')
    throw new MakerCatalogError(file, root.line, `this is not a Lenovo package descriptor: its root element is <${root.name}>, not <Package>`);
  const problems = new PackageProblems(file, root.line);
  const id = root.attributes.id?.trim() || null;
  if (broken) {
    problems.add(broken.line, `the XML breaks off here (${broken.reason}): the descriptor is cut short or damaged`);
    return problems.rejected(id);
  }
  if (!id) problems.add(root.line, 'the Package has no id');
  const what = id ? `Package ${id}` : 'the Package';
  const version = root.attributes.version?.trim() || null;
  if (!version) problems.add(root.line, `${what} has no version`);
  const title = child(root, 'Title');
  const descs = title ? children(title, 'Desc') : [];
  const name = (descs.find((d) => d.attributes.id === title?.attributes.default) ?? descs[0])?.text.trim() || null;
  if (!name) problems.add(title?.line ?? root.line, `${what} has no Title`);
  const dateElement = child(root, 'ReleaseDate');
  const releaseDate = readIsoDate(dateElement?.text ?? '');
  if (!releaseDate) problems.add(dateElement?.line ?? root.line, `${what} has no ReleaseDate of the form yyyy-mm-dd: "${dateElement?.text.trim() ?? ''}"`);
  const location = makerUrl('Lenovo', source.location);
  if ('reason' in location) problems.add(root.line, `the descriptor's location: ${location.reason}`);
  const files = child(root, 'Files');
  const installer = listedFile(files, 'Installer');
  const installerName = child(installer ?? root, 'Name')?.text.trim();
  if (!installer || !installerName) problems.add(files?.line ?? root.line, `${what} names no Files/Installer: there is no file to download`);
  const sizeElement = installer && child(installer, 'Size');
  const sizeRead = catalogSize(sizeElement?.text);
  const size = 'size' in sizeRead ? sizeRead.size : problems.add(sizeElement!.line, `${what}'s installer: ${sizeRead.reason}`);
  const readmeName = child(listedFile(files, 'Readme') ?? root, 'Name')?.text.trim();
  const beside = (fileName: string) => ('url' in location ? new URL(fileName, location.url).href : '');
  const dependencies = child(root, 'Dependencies');
  const targets = dependencies ? dependencyTargets(dependencies, problems) : [];
  const hardwareIds = [...new Set([...ruleHardwareIds(dependencies, problems), ...ruleHardwareIds(child(root, 'DetectInstall'), problems)])];
  return problems.read(id, () => ({
    maker: 'Lenovo',
    id: id!,
    name: name!,
    version: version!,
    releaseDate: releaseDate!,
    category: source.category?.trim() || null,
    type: null,
    targets: windowsTargets(targets),
    officialPage: readmeName ? beside(readmeName) : null,
    downloadUrl: beside(installerName!),
    size,
    hardwareIds,
    systems: [...new Set((source.machineTypes ?? []).map((type) => type.trim().toUpperCase()))].map((type) => ({ id: type, name: null })),
    line: root.line,
  }));
}
