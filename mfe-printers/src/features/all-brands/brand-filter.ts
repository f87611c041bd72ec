import type { Driver, PrinterBrand } from '../../api/types';

/** A brand filter button: the brand and how many of the printer drivers are its. */
export interface BrandFilterOption {
  name: string;
  count: number;
}

const sameBrand = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The brand filter buttons after All Brands: every brand of the brands call in its order, then any other
 * manufacturer of the printer drivers, so the counts add up to the whole list.
 */
export function brandFilterOptions(brands: readonly PrinterBrand[], drivers: readonly Driver[]): BrandFilterOption[] {
  const names = brands.map((brand) => brand.name);
  const others = drivers
    .map((driver) => driver.manufacturer.trim())
    .filter((name, i, all) => !names.some((n) => sameBrand(n, name)) && all.indexOf(name) === i);
  return [...names, ...others.sort((a, b) => a.localeCompare(b, 'en'))].map((name) => ({ name, count: driversOfBrand(drivers, name).length }));
}

/** The brand `value` (from the address or a button) names, spelled as the list spells it; null for all brands. */
export function chosenBrand(value: string | null, options: readonly BrandFilterOption[]): string | null {
  if (!value?.trim()) return null;
  return options.find((option) => sameBrand(option.name, value))?.name ?? value.trim();
}

/** The drivers of `brand` (its manufacturer, ignoring case), or all of them when no brand is chosen. */
export function driversOfBrand(drivers: readonly Driver[], brand: string | null): Driver[] {
  return brand === null ? [...drivers] : drivers.filter((driver) => sameBrand(driver.manufacturer, brand));
}

/** The figures of a list of drivers that the stats card and the summary show. */
export interface DriverStats {
  count: number;
  totalDownloads: number;
  /** The mean rating out of 5, or null for no drivers. */
  averageRating: number | null;
  latestCount: number;
}

export function driverStats(drivers: readonly Driver[]): DriverStats {
  const totalDownloads = drivers.reduce((sum, driver) => sum + driver.downloadCount, 0);
  const ratings = drivers.reduce((sum, driver) => sum + driver.rating, 0);
  return {
    count: drivers.length,
    totalDownloads,
    averageRating: drivers.length ? ratings / drivers.length : null,
    latestCount: drivers.filter((driver) => driver.isLatest).length,
  };
}

/** 1234567 → "1,234,567". */
export const formatCount = (n: number) => n.toLocaleString('en-US');

/** 4.25 → "4.3", and no drivers → "–" (one decimal: the ratings are whole stars). */
export const formatRating = (rating: number | null) => (rating === null ? '–' : rating.toFixed(1));
