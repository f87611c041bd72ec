/** Spec 000, section 9: the search sort options, relevance the default, with the names the search page shows them by. */
export const SEARCH_SORTS = [
  { value: 'relevance', label: 'Relevance' },
  { value: 'name', label: 'Name (A-Z)' },
  { value: 'downloads', label: 'Most Downloads' },
  { value: 'rating', label: 'Highest Rated' },
  { value: 'date', label: 'Latest Release' },
] as const;

export type SearchSort = (typeof SEARCH_SORTS)[number]['value'];

/** Spec 000, section 9: suggestions for a query above 2 characters; shorter words are not corrected either. */
export const SUGGESTION_MIN_LENGTH = 3;
