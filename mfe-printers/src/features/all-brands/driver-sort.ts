import { releaseMonth } from '@driveratlas/driver-domain';
import type { Driver } from '../../api/types';

/** The sort selector's options with the sort keys of spec 000 section 9, the default first. */
export const DRIVER_SORTS = [
  { key: 'popularity', label: 'Most Popular' },
  { key: 'name', label: 'Name A-Z' },
  { key: 'rating', label: 'Highest Rated' },
  { key: 'downloads', label: 'Most Downloaded' },
  { key: 'latest', label: 'Latest Release' },
] as const;

export type DriverSort = (typeof DRIVER_SORTS)[number]['key'];

export const DEFAULT_SORT: DriverSort = 'popularity';

/** The sort a value of the address names, or the default for anything else. */
export function parseSort(value: string | null): DriverSort {
  return DRIVER_SORTS.find((sort) => sort.key === value)?.key ?? DEFAULT_SORT;
}

type Compare = (a: Driver, b: Driver) => number;

const byName: Compare = (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) || a.id - b.id;
const byDownloads: Compare = (a, b) => b.downloadCount - a.downloadCount || byName(a, b);
// A release date the catalogue cannot read sorts after every dated release.
const byReleaseMonth: Compare = (a, b) => (releaseMonth(b.releaseDate) ?? '').localeCompare(releaseMonth(a.releaseDate) ?? '');

/** Each key's order; equal drivers keep a fixed order: most downloaded first, then by name. */
const COMPARE: Record<DriverSort, Compare> = {
  popularity: byDownloads,
  name: byName,
  rating: (a, b) => b.rating - a.rating || byDownloads(a, b),
  downloads: byDownloads,
  latest: (a, b) => byReleaseMonth(a, b) || byDownloads(a, b),
};

/** The drivers in the order of `sort`, as a new list. */
export function sortDrivers(drivers: readonly Driver[], sort: DriverSort): Driver[] {
  return [...drivers].sort(COMPARE[sort]);
}

/** The section of /printers that the brand filter and the sort lead to (a reload without scripts scrolls there). */
export const DRIVERS_SECTION_ID = 'drivers';

/** The address of the printers page for a brand (null: all brands) and a sort: `/printers?brand=HP&sort=name#drivers`. */
export function printersPath(brand: string | null, sort: DriverSort): string {
  const query = new URLSearchParams();
  if (brand) query.set('brand', brand);
  if (sort !== DEFAULT_SORT) query.set('sort', sort);
  const search = query.toString();
  return `/printers${search ? `?${search}` : ''}#${DRIVERS_SECTION_ID}`;
}
