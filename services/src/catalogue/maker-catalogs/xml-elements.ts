/**
 * The makers' XML read with saxes, a streaming parser: elements are built only below the depth a reader asks for and
 * handed over whole as each closes, so a reader of Dell's catalog (~100 MB) holds one SoftwareComponent at a time,
 * while a reader of a small file (a Lenovo descriptor) takes its root element whole. The first well-formedness error
 * stops the reading, as XML requires.
 */

import { TextDecoder } from 'node:util';
import { SaxesParser } from 'saxes';

/** An element as read: its name without a namespace prefix, its attributes, its child elements and its text (CDATA included). */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
  /** The line its start tag is on. */
  line: number;
}

/** Where the XML stops being well-formed, and why, in saxes' words. */
export class XmlSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly reason: string,
  ) {
    super(`line ${line}: ${reason}`);
  }
}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/** The first child element of that name. */
export const child = (element: XmlElement, name: string): XmlElement | undefined => element.children.find((c) => c.name === name);

/** The child elements of that name. */
export const children = (element: XmlElement, name: string): XmlElement[] => element.children.filter((c) => c.name === name);

/** The elements of that name anywhere below, in document order. */
export const descendants = (element: XmlElement, name: string): XmlElement[] =>
  element.children.flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);

export interface XmlElementsOptions {
  /** The depth whose elements are handed over whole (0: the root; 1: the root's children). */
  wholeAt: number;
  /** Called with the root element once its start tag is read (its children are not read yet). */
  onRoot?: (root: XmlElement) => void;
  /** Called with each element of depth `wholeAt` once it closes, with everything below it. */
  onWhole: (element: XmlElement) => void;
}

/** An XML document written to it piece by piece; throws XmlSyntaxError at the first well-formedness error. */
export class XmlElements {
  private readonly parser = new SaxesParser<{ xmlns: false; position: true }>({ xmlns: false, position: true });
  /** The elements open, from the root down. */
  private readonly openElements: XmlElement[] = [];
  private startLine = 1;
  private failure: XmlSyntaxError | null = null;
  root: XmlElement | null = null;

  constructor(options: XmlElementsOptions) {
    const { parser, openElements: open } = this;
    const keepsText = () => open.length - 1 >= options.wholeAt;
    parser.on('error', (error) => {
      this.failure ??= new XmlSyntaxError(parser.line, error.message.replace(/^\d+:\d+: /, '').replace(/\.$/, ''));
    });
    parser.on('opentagstart', () => {
      this.startLine = parser.line;
    });
    parser.on('opentag', (tag) => {
      if (this.failure) return;
      const element: XmlElement = { name: localName(tag.name), attributes: { ...tag.attributes }, children: [], text: '', line: this.startLine };
      if (!open.length) {
        this.root = element;
        options.onRoot?.(element);
      } else if (open.length > options.wholeAt) open[open.length - 1].children.push(element);
      open.push(element);
    });
    const text = (data: string) => {
      if (!this.failure && open.length && keepsText()) open[open.length - 1].text += data;
    };
    parser.on('text', text);
    parser.on('cdata', text);
    parser.on('closetag', () => {
      if (this.failure) return;
      const element = open.pop()!;
      if (open.length === options.wholeAt) options.onWhole(element);
    });
  }

  /** The elements open where the reading is, from the root down. */
  get open(): readonly XmlElement[] {
    return this.openElements;
  }

  get line(): number {
    return this.parser.line;
  }

  write(text: string): void {
    if (!this.failure) this.parser.write(text);
    if (this.failure) throw this.failure;
  }

  /** The end of the document: an element left open (a file cut short) is an error. */
  close(): void {
    if (!this.failure) this.parser.close();
    if (this.failure) throw this.failure;
  }
}

/** A small document read whole: its root element, all of it, or as much as reads before the XML breaks (and where it does). */
export function readXmlDocument(text: string): { root: XmlElement | null; broken: XmlSyntaxError | null } {
  let root: XmlElement | null = null;
  const xml = new XmlElements({ wholeAt: 0, onWhole: (element) => (root = element) });
  try {
    xml.write(text);
    xml.close();
    return { root, broken: null };
  } catch (error) {
    if (!(error instanceof XmlSyntaxError)) throw error;
    return { root: xml.root, broken: error };
  }
}

/**
 * The text of a byte stream as Windows writes XML: UTF-16 little- or big-endian (by its byte order mark, or by the
 * NUL beside the `<` that starts the document), otherwise UTF-8 (its mark dropped); decoded piece by piece, a
 * character split between two pieces kept whole. Strings pass as they are.
 */
export async function* xmlText(source: AsyncIterable<Buffer | string> | Iterable<Buffer | string>): AsyncGenerator<string> {
  let decoder: TextDecoder | null = null;
  let head = Buffer.alloc(0);
  for await (const chunk of source) {
    if (typeof chunk === 'string') {
      yield chunk;
      continue;
    }
    if (!decoder) {
      head = Buffer.concat([head, chunk]);
      if (head.length < 4) continue;
      decoder = new TextDecoder(xmlEncoding(head));
      yield decoder.decode(head, { stream: true });
    } else yield decoder.decode(chunk, { stream: true });
  }
  if (!decoder) {
    if (head.length) yield new TextDecoder(xmlEncoding(head)).decode(head);
    return;
  }
  const rest = decoder.decode();
  if (rest) yield rest;
}

function xmlEncoding(head: Buffer): 'utf-16le' | 'utf-16be' | 'utf-8' {
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0x3c && head[1] === 0x00)) return 'utf-16le';
  if ((head[0] === 0xfe && head[1] === 0xff) || (head[0] === 0x00 && head[1] === 0x3c)) return 'utf-16be';
  return 'utf-8';
}
