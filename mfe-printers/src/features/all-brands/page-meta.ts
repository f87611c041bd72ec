/**
 * The printers page's heading and meta description (spec 000 section 2: a printer-drivers title, and a fixed
 * "75+ verified printer models", which the operator's edits could make false: no count here).
 */
export const ALL_BRANDS_TITLE = 'Printer Drivers';
export const ALL_BRANDS_DESCRIPTION =
  'Find drivers for HP, Canon, Epson, Brother and other printer models for Windows 11 and 10, linked to each manufacturer’s official support pages.';
