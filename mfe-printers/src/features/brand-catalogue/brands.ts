import { printerTypesOf, type PrinterBrandName } from '@driveratlas/driver-domain';

/** The value of the type filter that lets every type through. */
export const ALL_TYPES = 'all';

export type BrandName = PrinterBrandName;

/** One brand page of spec 001 section 2.1: its texts, type filter and Popular Models buttons. */
export interface BrandPage {
  brand: BrandName;
  /** The last part of its address: `/printers/{slug}`. */
  slug: string;
  title: string;
  description: string;
  intro: string;
  /** Type filter buttons after All Types: the label, and the model category it keeps. */
  types: Array<{ label: string; category: string }>;
  popularModels: string[];
  /** The hint under the empty state (Epson and Brother). */
  emptyHint?: string;
  /** Feature cards above the catalogue (Epson). */
  featureCards?: Array<{ title: string; text: string }>;
}

/** The type filter of a brand: each type of its catalogue, named as the brand page names it where that differs. */
const typeFilter = (brand: BrandName, labels: Record<string, string> = {}) =>
  printerTypesOf(brand).map((category) => ({ label: labels[category] ?? category, category }));

const EMPTY_HINT = 'Try adjusting your search criteria or browse all available models.';

export const BRAND_PAGES: BrandPage[] = [
  {
    brand: 'HP',
    slug: 'hp',
    title: 'HP Printer Drivers',
    description: 'Drivers for HP LaserJet, OfficeJet, DeskJet, Envy, Smart Tank and DesignJet printers on Windows 11 and 10, from HP’s own support pages.',
    intro: 'Find the driver for your HP LaserJet, OfficeJet, DeskJet, Envy, Smart Tank or DesignJet printer and get it from HP’s own support site.',
    // HP also has Tank and Large Format models, which the original page's filter could not reach.
    types: typeFilter('HP'),
    popularModels: ['M404dw', '9025e', '2755e', 'M454dw', '6455e', '8035e'],
  },
  {
    brand: 'Canon',
    slug: 'canon',
    title: 'Canon Printer Drivers',
    description: 'Drivers for Canon PIXMA, imageCLASS, MAXIFY and SELPHY printers on Windows 11 and 10, from Canon’s own support pages.',
    intro: 'Find the driver for your Canon PIXMA, imageCLASS, MAXIFY or SELPHY printer and get it from Canon’s own support site.',
    types: typeFilter('Canon', { Tank: 'Tank (MegaTank)' }),
    popularModels: ['TS9120', 'TS8320', 'MF445dw', 'MB5420', 'GX7020', 'CP1300'],
  },
  {
    brand: 'Epson',
    slug: 'epson',
    title: 'Epson Printer Drivers',
    description: 'Drivers for Epson EcoTank, Expression, WorkForce and SureColor printers on Windows 11 and 10, from Epson’s own support pages.',
    intro: 'Find the driver for your Epson EcoTank, Expression, WorkForce or SureColor printer and get it from Epson’s own support site.',
    types: typeFilter('Epson', { Tank: 'EcoTank Printers (Tank)', Inkjet: 'Inkjet Printers', Photo: 'Photo Printers' }),
    popularModels: ['ET-4760', 'ET-2720', 'XP-4105', 'WF-2950', 'WF-4830', 'P700', 'ET-3760', 'XP-8700'],
    emptyHint: EMPTY_HINT,
    featureCards: [
      { title: 'Verified Epson Drivers', text: 'Every model links to its driver page on Epson’s own site, so you install the manufacturer’s package.' },
      { title: 'Latest Versions', text: 'Epson’s support pages always offer the newest driver for your printer and Windows version.' },
      { title: 'Verified Compatibility', text: 'The drivers listed here support Windows 11 and Windows 10, 64-bit and 32-bit.' },
    ],
  },
  {
    brand: 'Brother',
    slug: 'brother',
    title: 'Brother Printer Drivers',
    description: 'Drivers for Brother laser, inkjet, INKvestment Tank and QL label printers on Windows 11 and 10, from Brother’s own support pages.',
    intro: 'Find the driver for your Brother laser, inkjet, INKvestment Tank or QL label printer and get it from Brother’s own support site.',
    types: typeFilter('Brother'),
    popularModels: ['HL-L2350DW', 'MFC-L2750DW', 'DCP-L2550DW', 'MFC-J4335DW', 'DCP-T820DW', 'QL-820NWB', 'MFC-J995DW', 'HL-L3270CDW'],
    emptyHint: EMPTY_HINT,
  },
];

/** The brand page at `/printers/{slug}`, if there is one. */
export const brandPage = (slug: string | undefined): BrandPage | undefined => BRAND_PAGES.find((page) => page.slug === slug?.toLowerCase());

/**
 * The features every model's details list. Spec 001 section 2.1 lists Wireless Connectivity, Auto-duplex Printing and
 * Verified & Safe for every model, which is not true of every printer (nor does the site verify files): here, only what holds for all.
 */
export const MODEL_FEATURES = ['Windows 11/10 Compatible', 'Official Manufacturer Source'];

/** Additional drivers from the server on a brand page: at most 5 (spec 001 section 9). */
export const ADDITIONAL_DRIVERS = 5;

/** The search and filter panel of a brand page, which its filters' addresses lead to (a reload without scripts scrolls there). */
export const FILTERS_ID = 'filters';

/** A brand page's address for a search and a type: `/printers/epson?q=et4760&type=Tank#filters`. */
export function brandPath(slug: string, { q = '', type = ALL_TYPES }: { q?: string; type?: string } = {}): string {
  const query = new URLSearchParams();
  if (q) query.set('q', q);
  if (type !== ALL_TYPES) query.set('type', type);
  const search = query.toString();
  return `/printers/${slug}${search ? `?${search}` : ''}#${FILTERS_ID}`;
}
