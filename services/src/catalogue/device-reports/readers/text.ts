/** Helpers every reader shares: values cleaned of what is never part of a name or an ID, and line numbers. */

/** Control characters other than tab and newline (C0, DEL and C1): stripped from every value read. */
// eslint-disable-next-line no-control-regex
export const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/g;
// eslint-disable-next-line no-control-regex
const HAS_CONTROL_CHARACTER = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F]/;

/** The text with Windows (CRLF) and old Mac (CR) line ends made LF, so each reader splits lines one way and line numbers stay the same. */
export function normaliseNewlines(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** A value as text without control characters and surrounding spaces; null when it is not text or is blank. */
export function cleanText(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  // Tested before replacing: most values have none, and a replace copies the string.
  const text = (HAS_CONTROL_CHARACTER.test(value) ? value.replace(CONTROL_CHARACTERS, '') : value).trim();
  return text || null;
}

/** What PowerShell writes for a list it could not flatten (Export-Csv of an array property): not an ID. */
const FLATTENED_LIST = /^System\.(String|Object)\[\]$/;

/** IDs given as one string (Win32_PnPSignedDriver's HardWareID and CompatID), several lines of one, or an array of strings. */
export function idList(value: unknown): string[] {
  const values = Array.isArray(value) ? value : [value];
  return values
    .flatMap((v) => (typeof v === 'string' ? v.split('\n') : []))
    .map(cleanText)
    .filter((id): id is string => id !== null && !FLATTENED_LIST.test(id));
}

/** The 1-based line of each offset of a text (binary search over where its lines start). */
export function lineFinder(text: string): (offset: number) => number {
  const starts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  return (offset) => {
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
}
