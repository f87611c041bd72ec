/** The Atom 1.0 namespace (RFC 4287). */
export const ATOM_NAMESPACE = 'http://www.w3.org/2005/Atom';
export const ATOM_CONTENT_TYPE = 'application/atom+xml; charset=utf-8';

export interface AtomEntry {
  /** A stable IRI: the same entry keeps it in every feed and for ever. */
  id: string;
  title: string;
  updated: Date;
  /** When it first appeared (Atom's optional `published`). */
  published?: Date;
  /** The page it is about. */
  link: string;
  summary: string;
  categories: string[];
}

export interface AtomFeed {
  /** A stable IRI (the feed's own address). */
  id: string;
  title: string;
  subtitle: string;
  /** The feed's own address (`rel="self"`). */
  self: string;
  /** The page the feed follows (`rel="alternate"`). */
  alternate: string;
  author: { name: string; uri: string };
  entries: AtomEntry[];
}

/** Text for XML: what could start a tag or an entity, or end an attribute, escaped; characters XML 1.0 forbids dropped. */
export const escapeXml = (text: string): string =>
  text
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '')
    .replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** RFC 3339, in UTC: what Atom's dates must be. */
const date = (at: Date): string => at.toISOString();

/** Before any entry, a feed without entries says it was last updated at the epoch: its answer (and ETag) stays the same. */
const NEVER = new Date(0);

function entryXml(entry: AtomEntry): string {
  return [
    '<entry>',
    `<id>${escapeXml(entry.id)}</id>`,
    `<title type="text">${escapeXml(entry.title)}</title>`,
    `<updated>${date(entry.updated)}</updated>`,
    entry.published ? `<published>${date(entry.published)}</published>` : '',
    `<link rel="alternate" type="text/html" href="${escapeXml(entry.link)}"/>`,
    `<summary type="text">${escapeXml(entry.summary)}</summary>`,
    ...entry.categories.map((term) => `<category term="${escapeXml(term)}" label="${escapeXml(term)}"/>`),
    '</entry>',
  ].join('');
}

/** The feed as an Atom 1.0 document; `updated` is its newest entry's. */
export function atomXml(feed: AtomFeed): string {
  const updated = feed.entries.reduce((newest, entry) => (entry.updated > newest ? entry.updated : newest), NEVER);
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    `<feed xmlns="${ATOM_NAMESPACE}" xml:lang="en">`,
    `<id>${escapeXml(feed.id)}</id>`,
    `<title type="text">${escapeXml(feed.title)}</title>`,
    `<subtitle type="text">${escapeXml(feed.subtitle)}</subtitle>`,
    `<updated>${date(updated)}</updated>`,
    `<link rel="self" type="application/atom+xml" href="${escapeXml(feed.self)}"/>`,
    `<link rel="alternate" type="text/html" href="${escapeXml(feed.alternate)}"/>`,
    `<author><name>${escapeXml(feed.author.name)}</name><uri>${escapeXml(feed.author.uri)}</uri></author>`,
    ...feed.entries.map(entryXml),
    '</feed>',
    '',
  ].join('\n');
}
