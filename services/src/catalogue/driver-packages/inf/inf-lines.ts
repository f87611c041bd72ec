/**
 * An INF file's text as Windows reads it (docs: "General Syntax Rules for INF Files"): sections in `[brackets]`, `;`
 * comments outside quotes, a `\` at the end of a line continuing it on the next, values separated by commas, quoted
 * values with `""` for a quote, and `%key%` tokens from the `[Strings]` sections. Section names and string keys are
 * read without regard to case.
 */

/** A line or a section of an INF that cannot be read: the message names the file and the line. */
export class InfError extends Error {
  constructor(
    readonly file: string,
    readonly line: number,
    reason: string,
  ) {
    super(`${file}, line ${line}: ${reason}`);
  }
}

/** One entry of a section: its key (before `=`, if any) and its values, each unquoted, with the line it starts on. */
export interface InfEntry {
  line: number;
  key: string | null;
  values: string[];
}

export interface InfSection {
  /** The name as written. */
  name: string;
  line: number;
  entries: InfEntry[];
}

/** The sections of an INF, by their name in lower case (a name given twice adds its entries to the first). */
export type InfSections = Map<string, InfSection>;

/** A line's content before its comment, and whether a quote was left open. */
function withoutComment(line: string): { content: string; openQuote: boolean } {
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ';' && !quoted) return { content: line.slice(0, i), openQuote: false };
  }
  return { content: line, openQuote: quoted };
}

/** Splits `a, "b, c", d` into its values, unquoted (`""` inside quotes is a quote). */
function splitValues(text: string, fail: (reason: string) => never): string[] {
  const values: string[] = [];
  let current = '';
  let quoted = false;
  let wasQuoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '"') {
      if (quoted && text[i + 1] === '"') {
        current += '"';
        i++;
      } else {
        quoted = !quoted;
        wasQuoted = true;
      }
    } else if (char === ',' && !quoted) {
      values.push(wasQuoted ? current : current.trim());
      current = '';
      wasQuoted = false;
    } else current += char;
  }
  if (quoted) fail('a quoted value is not closed');
  values.push(wasQuoted ? current : current.trim());
  return values;
}

/** The `=` that separates an entry's key from its values: the first one outside quotes. */
function keySeparator(text: string): number {
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '"') quoted = !quoted;
    else if (text[i] === '=' && !quoted) return i;
  }
  return -1;
}

/** The sections and entries of an INF's text; throws InfError at a line it cannot read. */
export function readInfSections(file: string, text: string): InfSections {
  const sections: InfSections = new Map();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  let section: InfSection | undefined;
  for (let index = 0; index < lines.length; index++) {
    const startLine = index + 1;
    const fail = (reason: string): never => {
      throw new InfError(file, startLine, reason);
    };
    let { content, openQuote } = withoutComment(lines[index]);
    // A backslash ending a line joins the next one to it.
    while (!openQuote && /\\\s*$/.test(content) && index + 1 < lines.length) {
      const next = withoutComment(lines[++index]);
      content = content.replace(/\\\s*$/, ' ') + next.content;
      openQuote = next.openQuote;
    }
    if (openQuote) fail('a quoted value is not closed');
    const trimmed = content.trim();
    if (!trimmed) continue;
    if (trimmed.startsWith('[')) {
      const close = trimmed.indexOf(']');
      if (close < 0) fail(`a section name without its closing "]": ${trimmed.slice(0, 60)}`);
      const name = trimmed.slice(1, close).trim();
      if (!name) fail('a section without a name');
      section = sections.get(name.toLowerCase());
      if (!section) {
        section = { name, line: startLine, entries: [] };
        sections.set(name.toLowerCase(), section);
      }
      continue;
    }
    if (!section) fail('a line before any [section]');
    const separator = keySeparator(trimmed);
    const key = separator < 0 ? null : splitValues(trimmed.slice(0, separator), fail)[0];
    section!.entries.push({ line: startLine, key, values: splitValues(separator < 0 ? trimmed : trimmed.slice(separator + 1), fail) });
  }
  return sections;
}

/**
 * The `%key%` tokens' texts, from `[Strings]` and the localized `[Strings.LLLL]` sections: `[Strings]` first, then US
 * English (`0409`), then any other, as Windows falls back when a locale has no section of its own.
 */
export function infStrings(sections: InfSections): (value: string) => string {
  const named = [...sections.values()].filter((s) => /^strings(\.[0-9a-f]{4})?$/i.test(s.name));
  const rank = (s: InfSection) => (/^strings$/i.test(s.name) ? 0 : /\.0409$/i.test(s.name) ? 1 : 2);
  const strings = new Map<string, string>();
  for (const section of named.sort((a, b) => rank(a) - rank(b)))
    for (const entry of section.entries) if (entry.key && !strings.has(entry.key.toLowerCase())) strings.set(entry.key.toLowerCase(), entry.values.join(','));
  return (value) => value.replace(/%([^%]*)%/g, (token, key: string) => (key === '' ? '%' : (strings.get(key.toLowerCase()) ?? token)));
}
