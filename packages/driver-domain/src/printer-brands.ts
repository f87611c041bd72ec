/**
 * Brands with a page of their own and a built-in model catalogue (spec 001), with their catalogue id ranges
 * and the printer types a model of the brand can be (the brand page's type filter, in its order).
 */
export const PRINTER_BRAND_CATALOGUES = [
  { brand: 'HP', route: '/printers/hp', firstId: 101, size: 30, types: ['Laser', 'Inkjet', 'Tank', 'Large Format'] },
  { brand: 'Canon', route: '/printers/canon', firstId: 201, size: 24, types: ['Inkjet', 'Laser', 'Tank', 'Photo'] },
  { brand: 'Epson', route: '/printers/epson', firstId: 301, size: 23, types: ['Tank', 'Inkjet', 'Photo'] },
  { brand: 'Brother', route: '/printers/brother', firstId: 401, size: 24, types: ['Laser', 'Inkjet', 'Tank', 'Label'] },
] as const;

export type PrinterBrandName = (typeof PRINTER_BRAND_CATALOGUES)[number]['brand'];

/** The printer types a model of `brand` can be; none for a brand without a catalogue. */
export const printerTypesOf = (brand: string): readonly string[] => PRINTER_BRAND_CATALOGUES.find((c) => c.brand === brand)?.types ?? [];

/** The page of a catalogue model under its brand's page: `/printers/epson/ET-4760`. */
export const printerModelPath = (brandRoute: string, modelNumber: string): string => `${brandRoute}/${encodeURIComponent(modelNumber)}`;
