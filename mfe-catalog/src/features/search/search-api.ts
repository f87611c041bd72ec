import type { components } from '@driveratlas/api-client';

export type SearchResult = components['schemas']['SearchResultDto'];
export type Suggestion = components['schemas']['SuggestionDto'];

/** Spec 000, section 9: suggestions above 2 characters, at most 8 (the service answers at most 8). */
export const SUGGESTION_MIN_LENGTH = 3;

export const SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'downloads', label: 'Most Downloads' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'date', label: 'Latest Release' },
] as const;

export type SortValue = (typeof SORTS)[number]['value'];

export const searchPath = (q: string) => `/search?q=${encodeURIComponent(q)}`;

export function suggestionsKey(query: string): string | null {
  const q = query.trim();
  return q.length >= SUGGESTION_MIN_LENGTH ? `/api/search/suggestions?q=${encodeURIComponent(q)}` : null;
}
