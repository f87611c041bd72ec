/** Brands with a page of their own and a built-in model catalogue (spec 001), with their catalogue id ranges. */
export const PRINTER_BRAND_CATALOGUES = [
  { brand: 'HP', route: '/printers/hp', firstId: 101, size: 30 },
  { brand: 'Canon', route: '/printers/canon', firstId: 201, size: 24 },
  { brand: 'Epson', route: '/printers/epson', firstId: 301, size: 23 },
  { brand: 'Brother', route: '/printers/brother', firstId: 401, size: 24 },
] as const;

/** Other printer brands listed on the printers page; they filter in place. */
export const OTHER_PRINTER_BRANDS = ['Xerox', 'Lexmark', 'Samsung', 'Ricoh'] as const;

/** Driver records take ids from here up, so they never collide with printer catalogue ids. */
export const FIRST_DRIVER_ID = 1000;
