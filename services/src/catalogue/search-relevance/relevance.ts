/**
 * The search relevance rule of spec 000 section 9, defined once. The drivers' generated columns
 * ("searchText", "staticScore") and the search queries are all derived from these weights, so it sits
 * below both the drivers and search.
 */

/** What a field earns when it holds every word of the query; also the fields search matches against, in "searchText" order. */
export const FIELD_SCORES = { name: 100, manufacturer: 50, category: 30, description: 20 } as const;
export type SearchedField = keyof typeof FIELD_SCORES;

/** What a driver earns whatever the query: its flags, and one point per this many downloads. */
export const FLAG_SCORES = { isLatest: 10, isVerified: 5 } as const;
export const DOWNLOADS_PER_POINT = 1000;

/**
 * What search ignores inside a text, on both sides of a match, so a model number matches however it is spaced
 * or hyphenated ("RTX 4070" and "rtx4070", "I225-V" and "i225v", "Wi-Fi" and "wifi"): white space, hyphens,
 * underscores and slashes. The same characters in JavaScript and in SQL (an escape string for translate()).
 */
const SEPARATORS = /[ \t\r\n\-_/]/g;
const SEPARATORS_SQL = String.raw`E' \t\r\n-_/'`;

/** A text as search compares it: lower-cased, without separators. */
export const compactText = (text: string) => text.toLowerCase().replace(SEPARATORS, '');

/**
 * The text search matches against (SQL over a "drivers" row): each searched field compacted, separated by a
 * space, which no compacted word holds, so a word matches within one field and each field can be read back.
 */
export const SEARCH_TEXT_SQL = Object.keys(FIELD_SCORES)
  .map((field) => `translate(lower("${field}"), ${SEPARATORS_SQL}, '')`)
  .join(` || ' ' || `);

/** One searched field, compacted, read back from a search text (SQL). */
export const searchedFieldSql = (searchText: string, field: SearchedField) => `split_part(${searchText}, ' ', ${Object.keys(FIELD_SCORES).indexOf(field) + 1})`;

/** The query-independent part of the score (SQL over a "drivers" row), stored as "staticScore". */
export const STATIC_SCORE_SQL = [
  ...Object.entries(FLAG_SCORES).map(([flag, points]) => `(CASE WHEN "${flag}" THEN ${points} ELSE 0 END)`),
  `"downloadCount" / ${DOWNLOADS_PER_POINT.toFixed(1)}`,
].join(' + ');
