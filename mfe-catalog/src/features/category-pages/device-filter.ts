import type { Driver } from '../../api/types';

/** The type filter's value for "All Types". */
export const ALL_TYPES = 'all';

const contains = (text: string, part: string) => text.toLowerCase().includes(part.toLowerCase());

/**
 * Spec 000, section 5 (network and audio pages, and the pages built like them): the search is a
 * case-insensitive substring of name, manufacturer or version; the type one of manufacturer, name
 * or, where `typeMatchesCategory`, category. "all" or empty matches everything; both must hold.
 */
export function matchesDeviceFilters(driver: Driver, search: string, type: string, typeMatchesCategory = false): boolean {
  const query = search.trim();
  const matchesSearch = !query || [driver.name, driver.manufacturer, driver.version].some((field) => contains(field, query));
  const typeFields = typeMatchesCategory ? [driver.manufacturer, driver.name, driver.category] : [driver.manufacturer, driver.name];
  const matchesType = !type || type === ALL_TYPES || typeFields.some((field) => contains(field, type));
  return matchesSearch && matchesType;
}
