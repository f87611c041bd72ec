import type { components } from '@driveratlas/api-client';
import useSWR from 'swr';
import { suggestionsKey } from '../search-path';

export type SearchResult = components['schemas']['SearchResultDto'];
export type Suggestion = components['schemas']['SuggestionDto'];

/** GET /api/search at the address `searchApiPath` gives: one page of results, with the total. */
export function useSearchResults(path: string) {
  return useSWR<SearchResult>(path);
}

/** GET /api/search/suggestions for a query long enough to suggest for, while `enabled`. */
export function useSuggestions(query: string, enabled: boolean) {
  const key = suggestionsKey(query);
  return useSWR<Suggestion[]>(enabled ? key : null);
}
