/**
 * Driver dates in every form Windows prints them, read into ISO dates (YYYY-MM-DD): PowerShell 5's `/Date(ms)/`,
 * PowerShell 7's ISO strings, WMI's CIM_DATETIME, and the short dates of the Windows culture (10/14/2025, 14.10.2025,
 * 14/10/2025) that pnputil and Export-Csv write.
 */

/** Whether a slashed short date puts the day first (14/10/2025: en-GB, fr-FR, es-ES) or the month (10/14/2025: en-US). */
export type DayOrder = 'day-first' | 'month-first';

const DAY_MS = 24 * 60 * 60 * 1000;
const SHORT_DATE = /^(\d{1,2})([./-])(\d{1,2})\2(\d{4})(?!\d)/;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?![\d])/;
const CIM_DATETIME = /^(\d{4})(\d{2})(\d{2})(?:\d{6}(?:\.[\d*]{6}[+-][\d*]{3})?)?$/;
const DOTNET_DATE = /^\/?Date\((-?\d+)(?:[+-]\d{4})?\)\/?$/;

/** The day order of a list's slashed dates: the first date with a part over 12 tells; otherwise the fallback (the list's culture). */
export function dayOrderOf(values: Iterable<string | null>, fallback: DayOrder): DayOrder {
  for (const value of values) {
    const m = value ? SHORT_DATE.exec(value.trim()) : null;
    if (!m || m[2] === '.') continue;
    if (Number(m[1]) > 12) return 'day-first';
    if (Number(m[3]) > 12) return 'month-first';
  }
  return fallback;
}

function iso(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The ISO date a driver date stands for, or null. A `/Date(ms)/` is the local midnight of the PC that wrote it, so it is
 * taken to the nearest UTC midnight (right for every time zone within 12 hours of UTC). Dotted dates are always day first.
 */
export function isoDate(value: string | null, order: DayOrder): string | null {
  const text = value?.trim();
  if (!text) return null;
  const dotnet = DOTNET_DATE.exec(text);
  if (dotnet) return new Date(Math.round(Number(dotnet[1]) / DAY_MS) * DAY_MS).toISOString().slice(0, 10);
  const isoMatch = ISO_DATE.exec(text) ?? CIM_DATETIME.exec(text);
  if (isoMatch) return iso(Number(isoMatch[1]), Number(isoMatch[2]), Number(isoMatch[3]));
  const short = SHORT_DATE.exec(text);
  if (!short) return null;
  const [first, second, year] = [Number(short[1]), Number(short[3]), Number(short[4])];
  return short[2] === '.' || order === 'day-first' ? iso(year, second, first) : iso(year, first, second);
}
