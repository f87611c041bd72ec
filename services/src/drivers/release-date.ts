const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december'];

/** "December 2024" → "2024-12-01"; anything else → null (it sorts last among latest releases). */
export function releaseMonth(releaseDate: string): string | null {
  const match = /^([a-z]+)\s+(\d{4})$/i.exec(releaseDate.trim());
  const month = match ? MONTHS.indexOf(match[1].toLowerCase()) : -1;
  return match && month >= 0 ? `${match[2]}-${String(month + 1).padStart(2, '0')}-01` : null;
}
