import type { ReportedDevice } from './api/device-report';

/**
 * The share link of a report: `/my-pc#r=…` carries, for each device, only its canonical hardware IDs and its installed
 * driver's provider, version and, for Windows' own files, INF, and Windows' device class (no names, instance paths or serial numbers), as compressed
 * JSON in base64url. It is in the fragment, which the browser never sends: the page's script reads it and posts the list
 * it rebuilds.
 */

/** What the link keeps of a device. */
export interface SharedDevice {
  hardwareIds: string[];
  provider: string | null;
  version: string | null;
  /** The INF of a driver Windows ships (display.inf): the check tells Windows' stand-ins for a missing driver by it. */
  inf: string | null;
  /** Windows' device class ("Display", "Net"): the report's category of a device the catalogue has no driver for. */
  deviceClass: string | null;
}

export const SHARE_PARAMETER = 'r';
const MY_PC_PATH = '/my-pc';

/** The INF and the class last, trailing nulls left out: links made before they were kept have neither. */
type Packed = [string[], string | null, string | null, (string | null)?, (string | null)?];

/** The INF names Windows numbers on each PC as it installs makers' drivers (oem42.inf): the PC's own, so not shared. */
const NUMBERED_INF = /^oem\d+\.inf$/i;

async function through(bytes: Uint8Array<ArrayBuffer>, stream: CompressionStream | DecompressionStream): Promise<Uint8Array<ArrayBuffer>> {
  const piped = new Blob([bytes]).stream().pipeThrough(stream);
  return new Uint8Array(await new Response(piped).arrayBuffer());
}

const toBase64Url = (bytes: Uint8Array<ArrayBuffer>) =>
  btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64Url = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** What a link keeps of the report's devices: those with a hardware ID. */
export function sharedDevices(devices: ReportedDevice[]): SharedDevice[] {
  return devices
    .filter((device) => device.hardwareIds.length > 0)
    .map(({ hardwareIds, installed, deviceClass }) => ({
      hardwareIds,
      provider: installed?.provider ?? null,
      version: installed?.version ?? null,
      inf: installed?.inf && !NUMBERED_INF.test(installed.inf) ? installed.inf : null,
      deviceClass,
    }));
}

/** The fragment's value for `devices`. */
export async function encodeSharedDevices(devices: SharedDevice[]): Promise<string> {
  const packed: Packed[] = devices.map(({ hardwareIds, provider, version, inf, deviceClass }) => {
    const entry: Packed = [hardwareIds, provider, version, inf, deviceClass];
    while (entry.length > 3 && entry[entry.length - 1] === null) entry.pop();
    return entry;
  });
  return toBase64Url(await through(new TextEncoder().encode(JSON.stringify(packed)), new CompressionStream('deflate-raw')));
}

const isText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** The devices a fragment's value carries; throws when it is not one this page made. */
export async function decodeSharedDevices(value: string): Promise<SharedDevice[]> {
  const packed: unknown = JSON.parse(new TextDecoder().decode(await through(fromBase64Url(value), new DecompressionStream('deflate-raw'))));
  if (!Array.isArray(packed)) throw new Error('Not a shared device list.');
  return packed.map((entry: unknown) => {
    const [hardwareIds, provider, version, inf = null, deviceClass = null] = Array.isArray(entry) ? (entry as unknown[]) : [];
    const texts = [provider, version, inf, deviceClass];
    if (!Array.isArray(hardwareIds) || !hardwareIds.every((id) => typeof id === 'string') || !texts.every(isText)) throw new Error('Not a shared device list.');
    return { hardwareIds, provider, version, inf, deviceClass } as SharedDevice;
  });
}

/** The share link's address on this site. */
export const shareLinkPath = (encoded: string) => `${MY_PC_PATH}#${SHARE_PARAMETER}=${encoded}`;

/** The encoded devices a page address's fragment (`#r=…`) carries, or null. */
export const sharedFragment = (hash: string): string | null => new URLSearchParams(hash.replace(/^#/, '')).get(SHARE_PARAMETER);

/** The devices as the PowerShell command lists them, which the service reads like any pasted list. */
export const powerShellList = (devices: SharedDevice[]): string =>
  JSON.stringify(
    devices.map(({ hardwareIds, provider, version, inf, deviceClass }) => ({
      HardWareID: hardwareIds,
      DriverProviderName: provider,
      DriverVersion: version,
      InfName: inf,
      DeviceClass: deviceClass,
    })),
  );
