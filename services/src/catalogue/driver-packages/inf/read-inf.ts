import { canonicalHardwareId } from '../../hardware-id-matching/hardware-id';
import { decodeWindowsText, NotTextError } from '../../../platform/common/windows-text';
import { InfError, InfSection, infStrings, readInfSections } from './inf-lines';
import { Architecture, targetOs } from './target-os';

export { InfError };

/** A models section of an INF: the devices it installs on, for the architectures and Windows builds its decoration names. */
export interface InfModels {
  /** The section's name as the INF writes it: `Intel.NTamd64.10.0.1..19041`. */
  section: string;
  architectures: Architecture[];
  /** The first Windows build it installs on; 0 for any. */
  minBuild: number;
  /** The hardware and compatible IDs its model lines list, canonical, each once, in the INF's order. */
  hardwareIds: string[];
}

/** What an INF declares: its `[Version]` and the devices of its models sections. */
export interface ReadInf {
  file: string;
  /** DriverVer's date (ISO) and version. */
  driverDate: string;
  driverVersion: string;
  class: string | null;
  provider: string | null;
  models: InfModels[];
}

/** `mm/dd/yyyy[,version]` as DriverVer gives it. */
function readDriverVer(file: string, entryLine: number, values: string[]): { driverDate: string; driverVersion: string } {
  const date = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(values[0] ?? '');
  const month = Number(date?.[1]);
  const day = Number(date?.[2]);
  if (!date || month < 1 || month > 12 || day < 1 || day > 31) throw new InfError(file, entryLine, `DriverVer's date is not mm/dd/yyyy: "${values[0] ?? ''}"`);
  const version = values[1] ?? '';
  if (version && !/^\d+(\.\d+){0,3}$/.test(version)) throw new InfError(file, entryLine, `DriverVer's version is not w.x.y.z: "${version}"`);
  return { driverDate: `${date[3]}-${date[1].padStart(2, '0')}-${date[2].padStart(2, '0')}`, driverVersion: version };
}

/** One value of `[Version]`, its tokens replaced; null when absent. */
const versionValue = (version: InfSection, key: string, text: (value: string) => string) => {
  const entry = version.entries.find((e) => e.key?.toLowerCase() === key);
  return entry ? { line: entry.line, values: entry.values.map(text) } : null;
};

/**
 * Reads one INF file as Windows ships it (UTF-16 LE with its BOM, or ANSI/UTF-8 text; CRLF; see inf-lines.ts) into
 * what it declares: `[Version]`'s DriverVer, Class and Provider, and for each models section `[Manufacturer]` names
 * (one per decoration: `NTamd64`, `NTamd64.10.0...16299`, `NTarm64`), the IDs its model lines list
 * (`description = install-section, hardware-id[, compatible-id...]`). Throws InfError naming the file and the line:
 * not text, not an INF (no `[Version]` with a Signature), no DriverVer or `[Manufacturer]`, a models section it names
 * missing, a model line without an ID, or a line it cannot read.
 */
export function readInf(file: string, bytes: Buffer): ReadInf {
  let text: string;
  try {
    text = decodeWindowsText(bytes);
  } catch (error) {
    if (error instanceof NotTextError) throw new InfError(file, 1, 'this is not text: an INF file is UTF-16 or ANSI text');
    throw error;
  }
  const sections = readInfSections(file, text);
  const strings = infStrings(sections);
  const version = sections.get('version');
  if (!version || !versionValue(version, 'signature', strings))
    throw new InfError(file, version?.line ?? 1, 'this is not an INF file: it has no [Version] section with a Signature');
  const driverVer = versionValue(version, 'driverver', strings);
  if (!driverVer) throw new InfError(file, version.line, '[Version] has no DriverVer');
  const driver = readDriverVer(file, driverVer.line, driverVer.values);
  const manufacturer = sections.get('manufacturer');
  if (!manufacturer) throw new InfError(file, version.line, 'this INF has no [Manufacturer] section: it installs no device');
  const models: InfModels[] = [];
  for (const entry of manufacturer.entries) {
    const [base, ...decorations] = entry.values.map(strings);
    if (!base) throw new InfError(file, entry.line, 'a manufacturer line names no models section');
    for (const decoration of decorations.length ? decorations : [undefined]) {
      const target = targetOs(decoration);
      if (!target) throw new InfError(file, entry.line, `"${decoration}" is not a target Windows reads (NTamd64, NTarm64, NTx86.10.0...16299)`);
      const name = decoration ? `${base}.${decoration}` : base;
      const section = sections.get(name.toLowerCase());
      if (!section) throw new InfError(file, entry.line, `the models section [${name}] it names is missing`);
      const hardwareIds = section.entries.flatMap((line) => {
        const ids = line.values
          .slice(1)
          .map((value) => strings(value).trim())
          .filter(Boolean);
        if (line.key === null || ids.length === 0)
          throw new InfError(file, line.line, 'a model line names no hardware ID (description = install-section, hardware-id)');
        return ids.map(canonicalHardwareId);
      });
      models.push({ section: section.name, ...target, hardwareIds: [...new Set(hardwareIds)] });
    }
  }
  const single = (key: string) => versionValue(version, key, strings)?.values[0]?.trim() || null;
  return { file, ...driver, class: single('class'), provider: single('provider'), models };
}
