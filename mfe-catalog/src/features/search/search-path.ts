import { SUGGESTION_MIN_LENGTH } from '@driveratlas/driver-domain';

// Where the search box leads, apart from the search page's own address (search-query.ts): the box is on Home, which
// loads this and not the page's.

/** The search page for a query. */
export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

/** The suggestions' API address for a query long enough to suggest for, else null. */
export function suggestionsKey(query: string): string | null {
  const q = query.trim();
  return q.length >= SUGGESTION_MIN_LENGTH ? `/api/search/suggestions?q=${encodeURIComponent(q)}` : null;
}
