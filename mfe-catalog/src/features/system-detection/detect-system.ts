/** The detected system record of spec 000 section 3: kept in the browser only, never sent. */
export interface DetectedSystem {
  os: string;
  browser: string;
  architecture: string;
  platform: string;
  userAgent: string;
  /** "{width} x {height}" */
  screenResolution: string;
  /** Bits per pixel. */
  colorDepth: number;
  timezone: string;
  language: string;
  cookiesEnabled: boolean;
  javaEnabled: boolean;
  onlineStatus: boolean;
}

/** The User-Agent Client Hints that Chromium browsers answer (not in TypeScript's DOM types yet). */
export interface HighEntropyHints {
  platform?: string;
  platformVersion?: string;
  architecture?: string;
  bitness?: string;
}

/** The part of the browser detection reads, so it can run on a stand-in. */
export interface DetectionSource {
  navigator: Pick<Navigator, 'userAgent' | 'platform' | 'language' | 'cookieEnabled' | 'onLine'> & {
    javaEnabled?: () => boolean;
    userAgentData?: { getHighEntropyValues(hints: string[]): Promise<HighEntropyHints> };
  };
  screen: Pick<Screen, 'width' | 'height' | 'colorDepth'>;
  timezone: string;
}

const WINDOWS_VERSIONS: Array<[string, string]> = [
  ['Windows NT 10.0', 'Windows 11/10'],
  ['Windows NT 6.3', 'Windows 8.1'],
  ['Windows NT 6.1', 'Windows 7'],
  ['Windows NT 6.0', 'Windows Vista'],
  ['Windows NT 5.1', 'Windows XP'],
];

/** Spec 000 section 3's OS labels. Phones are checked first: Android agents also say Linux, iPhone agents also say Mac OS X. */
export function osLabel(userAgent: string, platform: string): string {
  const windows = WINDOWS_VERSIONS.find(([marker]) => userAgent.includes(marker));
  if (windows) return windows[1];
  if (userAgent.includes('Windows')) return 'Windows';
  if (userAgent.includes('Android')) return 'Android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'iOS';
  if (userAgent.includes('Mac')) return 'macOS';
  if (userAgent.includes('Linux')) return 'Linux';
  return platform || 'Unknown';
}

/** Spec 000 section 3's browser labels. Edge and Opera agents also name Chrome and Safari, and Chrome's names Safari, so the order matters. */
export function browserLabel(userAgent: string): string {
  if (/Edg(e|A|iOS)?\//.test(userAgent)) return 'Microsoft Edge';
  if (/OPR\/|Opera/.test(userAgent)) return 'Opera';
  if (/Firefox\/|FxiOS\//.test(userAgent)) return 'Mozilla Firefox';
  if (/MSIE |Trident\//.test(userAgent)) return 'Internet Explorer';
  if (/Chrome\/|CriOS\//.test(userAgent)) return 'Google Chrome';
  if (userAgent.includes('Safari/')) return 'Safari';
  return 'Unknown Browser';
}

/** Spec 000 section 3's architecture labels; where the agent names none, Unknown (the spec's default of 64-bit would be a guess). */
export function architectureLabel(userAgent: string): string {
  if (/WOW64|Win64|x64|x86_64|amd64/i.test(userAgent)) return '64-bit';
  if (/\b(arm|aarch64)/i.test(userAgent)) return 'ARM';
  if (/x86|i[3-6]86/i.test(userAgent)) return '32-bit';
  return 'Unknown';
}

/**
 * Sharpens the labels with the client hints: the agent says "Windows NT 10.0" on both Windows 10 and 11,
 * and a 32-bit or ARM Windows often reports an x64 agent. Hints from another platform (a spoofed agent) are ignored.
 */
export function refineWithHints(labels: Pick<DetectedSystem, 'os' | 'architecture'>, hints: HighEntropyHints | undefined) {
  if (!hints?.platform || !labels.os.startsWith(hints.platform)) return labels;
  let { os, architecture } = labels;
  const major = Number.parseInt(hints.platformVersion ?? '', 10);
  if (hints.platform === 'Windows' && major >= 13) os = 'Windows 11';
  else if (hints.platform === 'Windows' && major >= 1) os = 'Windows 10';
  if (hints.architecture === 'arm') architecture = 'ARM';
  else if (hints.bitness === '64') architecture = '64-bit';
  else if (hints.bitness === '32') architecture = '32-bit';
  return { os, architecture };
}

async function highEntropyHints(source: DetectionSource): Promise<HighEntropyHints | undefined> {
  try {
    return await source.navigator.userAgentData?.getHighEntropyValues(['platformVersion', 'architecture', 'bitness']);
  } catch {
    return undefined;
  }
}

/** Reads the visitor's system; rejects when the browser refuses to tell (the dialog then shows its failure state). */
export async function detectSystem(source: DetectionSource): Promise<DetectedSystem> {
  const { navigator, screen } = source;
  const userAgent = navigator.userAgent;
  const platform = navigator.platform;
  const labels = refineWithHints({ os: osLabel(userAgent, platform), architecture: architectureLabel(userAgent) }, await highEntropyHints(source));
  return {
    ...labels,
    browser: browserLabel(userAgent),
    platform,
    userAgent,
    screenResolution: `${screen.width} x ${screen.height}`,
    colorDepth: screen.colorDepth,
    timezone: source.timezone,
    language: navigator.language,
    cookiesEnabled: navigator.cookieEnabled,
    // Modern browsers have no Java plugin: javaEnabled() answers false where it still exists.
    javaEnabled: navigator.javaEnabled?.() ?? false,
    onlineStatus: navigator.onLine,
  };
}
