import { DEFAULT_SORT, DRIVER_SORTS, parseSort, sortDrivers } from './driver-sort';
import { aPrinterDriver } from '../../testing/printers';

const DRIVERS = [
  aPrinterDriver({ id: 1, name: 'canon PIXMA', downloadCount: 96_000, rating: 4, releaseDate: 'October 2025' }),
  aPrinterDriver({ id: 2, name: 'Brother HL-L2350DW', downloadCount: 298_000, rating: 5, releaseDate: 'August 2025' }),
  aPrinterDriver({ id: 3, name: 'Samsung Universal', downloadCount: 62_000, rating: 3, releaseDate: 'February 2024' }),
  aPrinterDriver({ id: 4, name: 'Epson EcoTank', downloadCount: 264_000, rating: 5, releaseDate: 'September 2025' }),
  aPrinterDriver({ id: 5, name: 'Xerox Global', downloadCount: 68_000, rating: 4, releaseDate: 'soon' }),
  aPrinterDriver({ id: 6, name: 'Ricoh PCL6', downloadCount: 33_000, rating: 4, releaseDate: 'October 2025' }),
];
const ids = (sort: Parameters<typeof sortDrivers>[1]) => sortDrivers(DRIVERS, sort).map((d) => d.id);

describe('sorting the printer drivers', () => {
  it('offers the five sorts of the spec, Most Popular first and by default', () => {
    expect(DRIVER_SORTS.map((s) => s.label)).toEqual(['Most Popular', 'Name A-Z', 'Highest Rated', 'Most Downloaded', 'Latest Release']);
    expect(DEFAULT_SORT).toBe('popularity');
  });

  it('sorts by popularity and by downloads with the most downloaded first', () => {
    expect(ids('popularity')).toEqual([2, 4, 1, 5, 3, 6]);
    expect(ids('downloads')).toEqual([2, 4, 1, 5, 3, 6]);
  });

  it('sorts by name A-Z ignoring case', () => {
    expect(ids('name')).toEqual([2, 1, 4, 6, 3, 5]);
  });

  it('sorts by rating, highest first, the more downloaded first among equals', () => {
    expect(ids('rating')).toEqual([2, 4, 1, 5, 6, 3]);
  });

  it('sorts by release date, newest first, the more downloaded first in a month and unreadable dates last', () => {
    expect(ids('latest')).toEqual([1, 6, 4, 2, 3, 5]);
  });

  it('returns a new list and leaves the given one as it was', () => {
    const before = DRIVERS.map((d) => d.id);
    expect(sortDrivers(DRIVERS, 'name')).not.toBe(DRIVERS);
    expect(DRIVERS.map((d) => d.id)).toEqual(before);
  });

  it('reads the sort from the address, falling back to popularity', () => {
    expect(parseSort('latest')).toBe('latest');
    expect(parseSort(null)).toBe('popularity');
    expect(parseSort('cheapest')).toBe('popularity');
  });
});
