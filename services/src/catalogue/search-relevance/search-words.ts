import { compactText } from './relevance';

/** A LIKE pattern that finds the text anywhere, its wildcards escaped. */
export const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The words of a query as search compares them with "searchText" (compacted: "wi-fi" is "wifi"). */
export const searchWordsOf = (q: string) => q.split(/\s+/).map(compactText).filter(Boolean);

/**
 * Matches of words are counted up to this many, by search and by the admin list alike: past it, an answer says there
 * are more, and the visitor or the operator narrows the words.
 */
export const WORDS_TOTAL_CAP = 1000;
