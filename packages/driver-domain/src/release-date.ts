/** The months as the catalogue and the pages write them. */
export const MONTH_NAMES = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'] as const;

/** A month's number (1 to 12) by its name in any case, 0 for none. */
export const monthNumber = (name: string): number => MONTH_NAMES.findIndex((month) => month.toLowerCase() === name.toLowerCase()) + 1;

/**
 * A release date text as the catalogue writes it, "December 2024", as the ISO date of its month,
 * "2024-12-01" (so release months sort as text); anything else → null (it sorts last among latest releases).
 * The service keeps it as `releasedOn`; the pages sort by it.
 */
export function releaseMonth(releaseDate: string): string | null {
  const match = /^([a-z]+)\s+(\d{4})$/i.exec(releaseDate.trim());
  const month = match ? monthNumber(match[1]) : 0;
  return match && month ? `${match[2]}-${String(month).padStart(2, '0')}-01` : null;
}

/** An ISO date as the catalogue writes a release: its month and year (`2024-10-14` → `October 2024`), releaseMonth's inverse. */
export const releaseDateOf = (isoDate: string): string => `${MONTH_NAMES[Number(isoDate.slice(5, 7)) - 1]} ${isoDate.slice(0, 4)}`;
