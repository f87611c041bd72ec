/**
 * The manufacturers of the sidebar filter (spec 000, section 3), with the
 * domains of their own official sites: every link to a driver must land on one.
 * `sharedDriverPages`: the manufacturer has no page per driver (Realtek lists one download per chip
 * family; ASMedia and Synaptics leave drivers to PC makers; Samsung's printer drivers moved to HP and
 * samsung.com keeps only its support home).
 */
export interface Manufacturer {
  slug: string;
  name: string;
  domains: readonly string[];
  /** The manufacturer's general driver download or support page. */
  supportUrl: string;
  sharedDriverPages?: boolean;
}

export const MANUFACTURERS: readonly Manufacturer[] = [
  { slug: 'nvidia', name: 'NVIDIA', domains: ['nvidia.com'], supportUrl: 'https://www.nvidia.com/en-us/drivers/' },
  { slug: 'amd', name: 'AMD', domains: ['amd.com'], supportUrl: 'https://www.amd.com/en/support/download/drivers.html' },
  { slug: 'intel', name: 'Intel', domains: ['intel.com'], supportUrl: 'https://www.intel.com/content/www/us/en/download-center/home.html' },
  { slug: 'realtek', name: 'Realtek', domains: ['realtek.com'], supportUrl: 'https://www.realtek.com/Download/Index', sharedDriverPages: true },
  { slug: 'qualcomm', name: 'Qualcomm', domains: ['qualcomm.com'], supportUrl: 'https://www.qualcomm.com/support' },
  { slug: 'broadcom', name: 'Broadcom', domains: ['broadcom.com'], supportUrl: 'https://www.broadcom.com/support/download-search' },
  { slug: 'mediatek', name: 'MediaTek', domains: ['mediatek.com'], supportUrl: 'https://www.mediatek.com/products/connectivity' },
  { slug: 'creative', name: 'Creative', domains: ['creative.com'], supportUrl: 'https://support.creative.com/Downloads/welcome.aspx' },
  { slug: 'cirrus-logic', name: 'Cirrus Logic', domains: ['cirrus.com'], supportUrl: 'https://www.cirrus.com/support/' },
  { slug: 'via', name: 'VIA', domains: ['viatech.com', 'via-labs.com'], supportUrl: 'https://www.viatech.com/en/support/drivers/' },
  { slug: 'asmedia', name: 'ASMedia', domains: ['asmedia.com.tw'], supportUrl: 'https://www.asmedia.com.tw/', sharedDriverPages: true },
  { slug: 'logitech', name: 'Logitech', domains: ['logitech.com', 'logi.com'], supportUrl: 'https://support.logi.com/hc/en-us/articles/360025297893' },
  { slug: 'razer', name: 'Razer', domains: ['razer.com'], supportUrl: 'https://www.razer.com/synapse-4' },
  {
    slug: 'synaptics',
    name: 'Synaptics',
    domains: ['synaptics.com'],
    supportUrl: 'https://www.synaptics.com/products/touchpad-family',
    sharedDriverPages: true,
  },
  { slug: 'corsair', name: 'Corsair', domains: ['corsair.com', 'elgato.com'], supportUrl: 'https://www.corsair.com/us/en/downloads' },
  {
    slug: 'microsoft',
    name: 'Microsoft',
    domains: ['microsoft.com'],
    supportUrl: 'https://support.microsoft.com/en-us/windows/update-drivers-manually-in-windows-ec62f46c-ff14-c91d-eead-d7126dc1f7b6',
  },
  { slug: 'hp', name: 'HP', domains: ['hp.com'], supportUrl: 'https://support.hp.com/us-en/drivers' },
  { slug: 'canon', name: 'Canon', domains: ['canon.com'], supportUrl: 'https://www.usa.canon.com/support' },
  { slug: 'epson', name: 'Epson', domains: ['epson.com'], supportUrl: 'https://epson.com/Support/sl/s' },
  {
    slug: 'brother',
    name: 'Brother',
    domains: ['brother.com', 'brother-usa.com'],
    supportUrl: 'https://support.brother.com/g/b/productsearch.aspx?c=us&lang=en',
  },
  { slug: 'xerox', name: 'Xerox', domains: ['xerox.com'], supportUrl: 'https://www.support.xerox.com/' },
  { slug: 'lexmark', name: 'Lexmark', domains: ['lexmark.com'], supportUrl: 'https://support.lexmark.com/' },
  { slug: 'samsung', name: 'Samsung', domains: ['samsung.com'], supportUrl: 'https://www.samsung.com/us/support/', sharedDriverPages: true },
  { slug: 'ricoh', name: 'Ricoh', domains: ['ricoh.com', 'ricoh-usa.com'], supportUrl: 'https://www.ricoh-usa.com/en/support-and-download' },
];

/** Finds a manufacturer by its display name or its filter slug, case-insensitively. */
export function findManufacturer(nameOrSlug: string): Manufacturer | undefined {
  const key = nameOrSlug.trim().toLowerCase();
  return MANUFACTURERS.find((m) => m.slug === key || m.name.toLowerCase() === key);
}

/** True when the URL is https and its host is one of the manufacturer's own domains or a subdomain of one. */
export function isOfficialUrl(url: string, manufacturer: Pick<Manufacturer, 'domains'>): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  const host = parsed.hostname.toLowerCase();
  // user:password@ before the host reads as the address of another site.
  if (parsed.protocol !== 'https:' || parsed.username || parsed.password) return false;
  return manufacturer.domains.some((d) => host === d || host.endsWith(`.${d}`));
}
