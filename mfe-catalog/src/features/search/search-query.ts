import { findManufacturer, isArchitecture, isWindowsVersion, SEARCH_SORTS, type SearchSort } from '@driveratlas/driver-domain';

/** The search page shows 20 results a page. */
export const PAGE_SIZE = 20;

export interface SearchFilterValues {
  category: string;
  manufacturer: string;
  /** A Windows version, or '' for any. */
  os: string;
  /** An architecture, or '' for any. */
  architecture: string;
  sort: SearchSort;
}

export const DEFAULT_FILTERS: SearchFilterValues = { category: '', manufacturer: '', os: '', architecture: '', sort: 'relevance' };

/** A search as the address holds it: the query, the filters and sort, and the page (from 0). */
export interface SearchState {
  q: string;
  filters: SearchFilterValues;
  page: number;
}

export const sortLabel = (sort: SearchSort) => SEARCH_SORTS.find((s) => s.value === sort)?.label;

/** Reads the search from the address: an unknown sort is relevance, a missing or malformed page the first. */
export function readSearch(params: URLSearchParams): SearchState {
  return {
    q: (params.get('q') ?? '').trim(),
    filters: {
      category: params.get('category') ?? '',
      manufacturer: params.get('manufacturer') ?? '',
      os: isWindowsVersion(params.get('os')) ? params.get('os')! : '',
      architecture: isArchitecture(params.get('architecture')) ? params.get('architecture')! : '',
      sort: SEARCH_SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'relevance',
    },
    page: Math.max(0, Number(params.get('page') ?? 0) || 0),
  };
}

/** The GET /api/search address of a search; filters left at "all" are not sent. */
export function searchApiPath({ q, filters, page }: SearchState): string {
  const api = new URLSearchParams({ q, sort: filters.sort, limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (filters.category) api.set('category', filters.category);
  if (filters.manufacturer) api.set('manufacturer', filters.manufacturer);
  if (filters.os) api.set('os', filters.os);
  if (filters.architecture) api.set('architecture', filters.architecture);
  return `/api/search?${api}`;
}

/** The address after a change: an empty value removes its parameter, and any change but the page's goes back to the first page. */
export function changeSearch(params: URLSearchParams, change: Record<string, string>): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const [key, value] of Object.entries(change)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in change)) next.delete('page');
  return next;
}

/** The change that applies the sidebar's filters; relevance is the default sort, so it leaves the address. */
export const filtersChange = (values: SearchFilterValues): Record<string, string> => ({
  category: values.category,
  manufacturer: values.manufacturer,
  os: values.os,
  architecture: values.architecture,
  sort: values.sort === 'relevance' ? '' : values.sort,
});

/** The badges of the filters that narrow or order the search, each named by the parameter it removes. */
export function activeFilters(filters: SearchFilterValues): Array<{ key: string; label: string }> {
  return [
    filters.category && { key: 'category', label: filters.category },
    filters.manufacturer && { key: 'manufacturer', label: findManufacturer(filters.manufacturer)?.name ?? filters.manufacturer },
    filters.os && { key: 'os', label: filters.os },
    filters.architecture && { key: 'architecture', label: filters.architecture },
    filters.sort !== 'relevance' && { key: 'sort', label: `Sorted by ${sortLabel(filters.sort)}` },
  ].filter(Boolean) as Array<{ key: string; label: string }>;
}
