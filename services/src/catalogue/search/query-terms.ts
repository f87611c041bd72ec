import { Architecture, WindowsVersion } from '@driveratlas/driver-domain';

/** A query as search understands it: the operating system and architecture it names, and the words left to search for. */
export interface QueryTerms {
  /** The rest of the query, lower-cased, its words separated by single spaces. */
  text: string;
  os?: WindowsVersion;
  architecture?: Architecture;
}

/** A Windows version as people type its number, after "windows", "win" or (joined) "w". */
const VERSION_NUMBERS = new Map<string, WindowsVersion>([
  ['11', 'Windows 11'],
  ['10', 'Windows 10'],
  ['8.1', 'Windows 8.1'],
  ['7', 'Windows 7'],
]);
/** "windows11", "win11", "w11" as one word. */
const JOINED_VERSION = /^(?:windows|win|w)(11|10|8\.1|7)$/;
/** The words before a version number typed apart: "windows 11", "win 11". */
const VERSION_PREFIXES = ['windows', 'win'];

/** An architecture as one word ("x64", "64-bit", "amd64"); "64 bit" and "32 bit" are two. */
const ARCHITECTURE_WORDS = new Map<string, Architecture>([
  ['x64', '64-bit'],
  ['64-bit', '64-bit'],
  ['64bit', '64-bit'],
  ['amd64', '64-bit'],
  ['x86_64', '64-bit'],
  ['x86-64', '64-bit'],
  ['x86', '32-bit'],
  ['32-bit', '32-bit'],
  ['32bit', '32-bit'],
]);
const ARCHITECTURE_NUMBERS = new Map<string, Architecture>([
  ['64', '64-bit'],
  ['32', '32-bit'],
]);

/**
 * What a visitor typed, understood: a Windows version ("windows 11", "win10", "w11") and an architecture ("x64",
 * "32 bit") become filters and leave the words searched for; the first of each named counts. A lone "windows"
 * says nothing (every driver is a Windows driver) and is dropped, unless it is the whole query.
 */
export function parseQueryTerms(q: string): QueryTerms {
  const words = q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  const terms: QueryTerms = { text: '' };
  const rest: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const [word, next = ''] = words.slice(i, i + 2);
    const joined = JOINED_VERSION.exec(word)?.[1];
    if (joined) {
      terms.os ??= VERSION_NUMBERS.get(joined);
    } else if (VERSION_PREFIXES.includes(word) && VERSION_NUMBERS.has(next)) {
      terms.os ??= VERSION_NUMBERS.get(next);
      i++;
    } else if (ARCHITECTURE_WORDS.has(word)) {
      terms.architecture ??= ARCHITECTURE_WORDS.get(word);
    } else if (ARCHITECTURE_NUMBERS.has(word) && next === 'bit') {
      terms.architecture ??= ARCHITECTURE_NUMBERS.get(word);
      i++;
    } else if (word !== 'windows' || words.length === 1) {
      rest.push(word);
    }
  }
  terms.text = rest.join(' ');
  return terms;
}
