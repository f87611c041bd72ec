import { XMLParser, XMLValidator } from 'fast-xml-parser';

/** The Atom 1.0 namespace (RFC 4287, section 1.2). */
const ATOM = 'http://www.w3.org/2005/Atom';
/** RFC 3339 date-time (RFC 4287, section 3.3): a full date, a time, and "Z" or an offset. */
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;
/** An IRI (RFC 3987) is absolute: a scheme, then no space (RFC 4287, section 4.2.6). */
const IRI = /^[a-z][a-z0-9+.-]*:[^\s<>"{}|\\^`]+$/i;

type XmlNode = Record<string, unknown>;

/** Every element an array of its occurrences, attributes as `@name`, text as `#text`, entities decoded, values left as text. */
const PARSER = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  ignoreDeclaration: true,
  isArray: (_name, _path, _leaf, isAttribute) => !isAttribute,
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
});

/** The document read as nodes; throws for XML that is not well-formed. */
export function readXml(xml: string): XmlNode {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  return PARSER.parse(xml) as XmlNode;
}

/** The children of `node` named `name`, each occurrence once. */
export const children = (node: XmlNode, name: string): unknown[] => {
  const value = node[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};

/** An element's text, whether it has attributes or not. */
export const text = (element: unknown): string => (typeof element === 'object' && element ? String((element as XmlNode)['#text'] ?? '') : String(element));
export const attribute = (element: unknown, name: string): string | undefined =>
  typeof element === 'object' && element ? ((element as XmlNode)[`@${name}`] as string | undefined) : undefined;

/** One element's rule broken, in words. */
const exactlyOne = (node: XmlNode, name: string, where: string): string[] =>
  children(node, name).length === 1 ? [] : [`${where} must have exactly one <${name}>; it has ${children(node, name).length}`];

function entryProblems(entry: XmlNode, index: number, feedHasAuthor: boolean): string[] {
  const where = `entry ${index + 1}`;
  return [
    ...['id', 'title', 'updated'].flatMap((name) => exactlyOne(entry, name, where)),
    ...(children(entry, 'link').some((link) => (attribute(link, 'rel') ?? 'alternate') === 'alternate') || children(entry, 'content').length
      ? []
      : [`${where} must have a <link rel="alternate"> or a <content>`]),
    ...(feedHasAuthor || children(entry, 'author').length ? [] : [`${where} must have an <author>, as the feed has none`]),
  ];
}

/**
 * What breaks the Atom 1.0 rules (RFC 4287) that matter to a feed reader; none for a valid feed: the namespace; a feed's
 * exactly one id, title and updated; an author on the feed or on every entry; each entry's exactly one id, title and
 * updated, and a link or content; ids that are IRIs; dates in RFC 3339; no two entries with the same id.
 */
export function atomProblems(xml: string): string[] {
  let document: XmlNode;
  try {
    document = readXml(xml);
  } catch (error) {
    return [(error as Error).message];
  }
  const [feed] = children(document, 'feed') as XmlNode[];
  if (!feed) return ['the document is not a <feed>'];
  if (attribute(feed, 'xmlns') !== ATOM) return [`the feed is not in the Atom namespace ${ATOM}`];
  const entries = children(feed, 'entry') as XmlNode[];
  const ids = [...children(feed, 'id'), ...entries.flatMap((entry) => children(entry, 'id'))].map(text);
  const dates = [feed, ...entries].flatMap((node) => [...children(node, 'updated'), ...children(node, 'published')]).map(text);
  const entryIds = entries.flatMap((entry) => children(entry, 'id')).map(text);
  return [
    ...['id', 'title', 'updated'].flatMap((name) => exactlyOne(feed, name, 'the feed')),
    ...entries.flatMap((entry, index) => entryProblems(entry, index, children(feed, 'author').length > 0)),
    ...ids.filter((id) => !IRI.test(id)).map((id) => `the id "${id}" is not an IRI`),
    ...dates.filter((date) => !RFC3339.test(date) || Number.isNaN(Date.parse(date))).map((date) => `the date "${date}" is not RFC 3339`),
    ...entryIds.filter((id, index) => entryIds.indexOf(id) !== index).map((id) => `two entries have the id "${id}"`),
  ];
}

/** The feed's entries, in order: their id, title, updated and link, as a reader sees them. */
export function atomEntries(xml: string): Array<{ id: string; title: string; updated: string; link: string; summary: string; category: string }> {
  const [feed] = children(readXml(xml), 'feed') as XmlNode[];
  return (children(feed, 'entry') as XmlNode[]).map((entry) => ({
    id: text(children(entry, 'id')[0]),
    title: text(children(entry, 'title')[0]),
    updated: text(children(entry, 'updated')[0]),
    link: attribute(children(entry, 'link')[0], 'href') ?? '',
    summary: text(children(entry, 'summary')[0]),
    category: attribute(children(entry, 'category')[0], 'term') ?? '',
  }));
}
