import { domainToASCII } from 'node:url';

/**
 * Characters that show nothing: format characters (zero-width space and joiners, bidi marks, soft hyphen…), controls,
 * private-use and unassigned code points, line and paragraph separators, and the blank letters and marks (Hangul
 * fillers, the braille blank, variation selectors, the combining grapheme joiner, Khmer inherent vowels).
 */
const INVISIBLE = /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\u115F\u1160\u2800\u3164\uFFA0]|\p{Variation_Selector}|\u034F|\u17B4|\u17B5/u;

/** A name as it is stored and compared: Unicode NFKC (full-width letters, ligatures and compatibility forms folded), spaces collapsed; undefined when it holds an invisible character. */
export function normaliseName(value: string): string | undefined {
  if (INVISIBLE.test(value)) return undefined;
  return value.normalize('NFKC').replace(/\s+/g, ' ').trim();
}

/** What two spellings of one name share: its normal form in lower case. */
export const nameKey = (normalised: string): string => normalised.toLowerCase();

/** A slug made from a name: lower-case letters and digits, words joined by hyphens. */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const LABEL = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
const TOP_LEVEL = /^(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/;
/** Second-level names that registries sell under (co.uk, com.tw): a domain of its own needs a label before them. */
const REGISTRY_SECOND_LEVEL = /^(?:ac|co|com|edu|gov|ne|net|or|org)\.[a-z]{2}$/;

/**
 * A domain name as stored (lower case, internationalised names in their xn-- form), or undefined when it is not a
 * registrable host name: at least a name and a top-level domain, no scheme, path, port, wildcard or IP address.
 */
export function registrableDomain(value: string): string | undefined {
  const ascii = /^[\p{L}\p{N}.-]+$/u.test(value.trim()) ? domainToASCII(value.trim().toLowerCase()) : '';
  if (!ascii || ascii.length > 253) return undefined;
  const labels = ascii.split('.');
  if (labels.length < 2 || !labels.every((label) => LABEL.test(label)) || !TOP_LEVEL.test(labels.at(-1)!)) return undefined;
  return REGISTRY_SECOND_LEVEL.test(ascii) ? undefined : ascii;
}

/** Text that names a location rather than a file or a path of this site: a scheme (`https:`, `javascript:`) or a protocol-relative `//host`. */
export const looksLikeUrl = (value: string): boolean => /^\s*(?:[a-z][a-z0-9+.-]*:|[\\/]{2})/i.test(value);
