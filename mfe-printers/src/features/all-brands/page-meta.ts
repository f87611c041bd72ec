/** The printers page's heading and meta description (spec 000 section 2: a printer-drivers title, 75+ verified models). */
export const ALL_BRANDS_TITLE = 'Printer Drivers';
export const ALL_BRANDS_DESCRIPTION =
  'Find drivers for 75+ verified printer models from HP, Canon, Epson, Brother and more, for Windows 11 and 10, linked to each manufacturer’s official support pages.';
