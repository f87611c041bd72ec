import type { DriverDevices } from '../../api/types';

/** "2024-11-11" as "November 11, 2024", the same on the server and in every browser. */
export { dayText } from '@driveratlas/driver-domain';

const grouped = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
const hardwareIds = (n: number) => `${grouped(n)} hardware ${n === 1 ? 'ID' : 'IDs'}`;

/** What the section says of the devices: how many IDs, and the INF files that declare them when any are recorded. */
export function declarationText({ packageVersion, files, total }: DriverDevices): string {
  if (files.length === 0) return `The catalogue lists ${hardwareIds(total)} for this driver.`;
  // A maker's catalog lists a package's devices without its INF files.
  const listed = files.every((file) => file.origin === 'catalog');
  const where = listed
    ? files.length === 1
      ? "this entry of its maker's catalog"
      : `these ${files.length} entries of its maker's catalog`
    : files.length === 1
      ? 'this INF file'
      : `these ${files.length} INF files`;
  return `Version ${packageVersion} of the package declares ${hardwareIds(total)} in ${where}:`;
}

/** The fold's summary: "Show the 8 hardware IDs", or "Show the first 500 of the 813 hardware IDs" where the answer lists only the first. */
export function listSummary({ total, devices }: DriverDevices): string {
  if (devices.length < total) return `Show the first ${grouped(devices.length)} of the ${hardwareIds(total)}`;
  return total === 1 ? 'Show the hardware ID' : `Show the ${hardwareIds(total)}`;
}

/** A web source's place, as a visitor recognises it: a repository ("github.com/OSDeploy/WinPEDriverPack"), else the site. */
function placeOf(address: string): string | null {
  try {
    const url = new URL(address);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
    const host = url.hostname.replace(/^www\./, '');
    const [owner, repository] = url.pathname.split('/').filter(Boolean);
    return ['github.com', 'gitlab.com'].includes(host) && owner && repository ? `${host}/${owner}/${repository}` : host;
  } catch {
    return null;
  }
}

/** Where the catalogue read an INF file: one link a place (several copies from one repository are one link, to the first). */
export function sourcePlaces(sources: readonly string[]): Array<{ label: string; url: string }> {
  const places = new Map<string, string>();
  for (const url of sources) {
    const label = placeOf(url);
    if (label && !places.has(label)) places.set(label, url);
  }
  return [...places].map(([label, url]) => ({ label, url }));
}
