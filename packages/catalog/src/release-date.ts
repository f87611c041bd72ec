const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/**
 * A release date text as the catalogue writes it, "December 2024", as the ISO date of its month,
 * "2024-12-01" (so release months sort as text); anything else → null (it sorts last among latest releases).
 * The service keeps it as `releasedOn`; the pages sort by it.
 */
export function releaseMonth(releaseDate: string): string | null {
  const match = /^([a-z]+)\s+(\d{4})$/i.exec(releaseDate.trim());
  const month = match ? MONTHS.indexOf(match[1].toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}-01` : null;
}
