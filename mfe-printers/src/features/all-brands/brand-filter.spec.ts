import { brandFilterOptions, chosenBrand, driversOfBrand, driverStats, formatCount, formatRating } from './brand-filter';
import { aPrinterBrand, aPrinterDriver } from '../../testing/printers';

const BRANDS = [
  aPrinterBrand({ id: 1, name: 'HP' }),
  aPrinterBrand({ id: 2, name: 'Canon', route: '/printers/canon' }),
  aPrinterBrand({ id: 5, name: 'Xerox', route: null, driverCount: 2 }),
  aPrinterBrand({ id: 8, name: 'Ricoh', route: null, driverCount: 0 }),
];
const DRIVERS = [
  aPrinterDriver({ id: 1, manufacturer: 'HP', downloadCount: 312_000, rating: 4, isLatest: true }),
  aPrinterDriver({ id: 2, manufacturer: 'hp', downloadCount: 186_000, rating: 5, isLatest: false }),
  aPrinterDriver({ id: 3, manufacturer: 'Canon', downloadCount: 96_000, rating: 4, isLatest: true }),
  aPrinterDriver({ id: 4, manufacturer: 'Xerox', downloadCount: 68_000, rating: 4, isLatest: true }),
  aPrinterDriver({ id: 5, manufacturer: 'Kyocera', downloadCount: 1_000, rating: 3, isLatest: false }),
];

describe('the brand filter', () => {
  it('counts each brand’s drivers, ignoring case, in the brands call’s order, then other manufacturers', () => {
    expect(brandFilterOptions(BRANDS, DRIVERS)).toEqual([
      { name: 'HP', count: 2 },
      { name: 'Canon', count: 1 },
      { name: 'Xerox', count: 1 },
      { name: 'Ricoh', count: 0 },
      { name: 'Kyocera', count: 1 },
    ]);
  });

  it('has counts that add up to the whole list', () => {
    const total = brandFilterOptions(BRANDS, DRIVERS).reduce((sum, option) => sum + option.count, 0);
    expect(total).toBe(DRIVERS.length);
  });

  it('keeps only the chosen brand’s drivers, and all of them for no brand', () => {
    expect(driversOfBrand(DRIVERS, 'HP').map((d) => d.id)).toEqual([1, 2]);
    expect(driversOfBrand(DRIVERS, 'Ricoh')).toEqual([]);
    expect(driversOfBrand(DRIVERS, null)).toHaveLength(5);
  });

  it('spells a brand from the address as the list does, and keeps an unknown one as given', () => {
    const options = brandFilterOptions(BRANDS, DRIVERS);
    expect(chosenBrand('xerox', options)).toBe('Xerox');
    expect(chosenBrand(' Lexmark ', options)).toBe('Lexmark');
    expect(chosenBrand('', options)).toBeNull();
    expect(chosenBrand(null, options)).toBeNull();
  });
});

describe('the stats of a list of drivers', () => {
  it('counts the drivers, adds their downloads, averages their ratings and counts the latest', () => {
    expect(driverStats(driversOfBrand(DRIVERS, 'HP'))).toEqual({ count: 2, totalDownloads: 498_000, averageRating: 4.5, latestCount: 1 });
  });

  it('has no average rating for no drivers', () => {
    expect(driverStats([])).toEqual({ count: 0, totalDownloads: 0, averageRating: null, latestCount: 0 });
    expect(formatRating(null)).toBe('–');
  });

  it('writes counts with thousands separators and ratings with one decimal', () => {
    expect(formatCount(1_234_567)).toBe('1,234,567');
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(37 / 9)).toBe('4.1');
  });
});
