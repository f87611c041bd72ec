import { aDriver } from '../../testing/drivers';
import { ALL_MANUFACTURERS, DEFAULT_FILTERS, describeFilters, isDefaultFilters, matchesFilters, type FeaturedFilters } from './featured-filters';

const filters = (change: Partial<FeaturedFilters> = {}): FeaturedFilters => ({ ...DEFAULT_FILTERS, ...change });

describe('the featured-driver filters', () => {
  it('start at Windows 11, 64-bit and every manufacturer', () => {
    expect(DEFAULT_FILTERS).toEqual({ os: 'Windows 11', architecture: '64-bit', manufacturer: ALL_MANUFACTURERS });
    expect(isDefaultFilters(DEFAULT_FILTERS)).toBe(true);
    expect(isDefaultFilters(filters({ manufacturer: 'nvidia' }))).toBe(false);
  });

  it('keep a driver whose operating system text includes the chosen one', () => {
    const older = aDriver({ operatingSystem: 'Windows 10, Windows 8.1, Windows 7' });
    expect(matchesFilters(older, filters())).toBe(false);
    expect(matchesFilters(older, filters({ os: 'Windows 10' }))).toBe(true);
    expect(matchesFilters(older, filters({ os: 'Windows 7' }))).toBe(true);
  });

  it('keep a driver for "Both" architectures whichever is chosen, and others only for their own', () => {
    expect(matchesFilters(aDriver({ architecture: 'Both' }), filters({ architecture: '32-bit' }))).toBe(true);
    expect(matchesFilters(aDriver({ architecture: 'Both' }), filters({ architecture: '64-bit' }))).toBe(true);
    expect(matchesFilters(aDriver({ architecture: '64-bit' }), filters({ architecture: '32-bit' }))).toBe(false);
    expect(matchesFilters(aDriver({ architecture: '32-bit' }), filters({ architecture: '32-bit' }))).toBe(true);
  });

  it("keep only the chosen manufacturer's drivers, matched by its slug", () => {
    expect(matchesFilters(aDriver({ manufacturer: 'NVIDIA' }), filters({ manufacturer: 'nvidia' }))).toBe(true);
    expect(matchesFilters(aDriver({ manufacturer: 'Intel' }), filters({ manufacturer: 'nvidia' }))).toBe(false);
    expect(matchesFilters(aDriver({ manufacturer: 'Intel' }), filters())).toBe(true);
  });

  it('say in words what the list is filtered by', () => {
    expect(describeFilters(DEFAULT_FILTERS)).toBe('Windows 11, 64-bit');
    expect(describeFilters(filters({ os: 'Windows 7', architecture: '32-bit', manufacturer: 'nvidia' }))).toBe('Windows 7, 32-bit, NVIDIA');
  });
});
