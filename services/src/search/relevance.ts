/**
 * The search relevance rule of spec 000 section 9, defined once. The drivers' generated columns
 * ("searchText", "staticScore") and the search queries are all derived from these weights.
 */

/** What a field earns when it holds every word of the query; also the fields search matches against, in "searchText" order. */
export const FIELD_SCORES = { name: 100, manufacturer: 50, category: 30, description: 20 } as const;

/** What a driver earns whatever the query: its flags, and one point per this many downloads. */
export const FLAG_SCORES = { isLatest: 10, isVerified: 5 } as const;
export const DOWNLOADS_PER_POINT = 1000;

/** The lower-cased text search matches against: the searched fields, space-separated (SQL over a "drivers" row). */
export const SEARCH_TEXT_SQL = `lower(${Object.keys(FIELD_SCORES)
  .map((field) => `"${field}"`)
  .join(` || ' ' || `)})`;

/** The query-independent part of the score (SQL over a "drivers" row), stored as "staticScore". */
export const STATIC_SCORE_SQL = [
  ...Object.entries(FLAG_SCORES).map(([flag, points]) => `(CASE WHEN "${flag}" THEN ${points} ELSE 0 END)`),
  `"downloadCount" / ${DOWNLOADS_PER_POINT.toFixed(1)}`,
].join(' + ');
