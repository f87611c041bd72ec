/** Control characters no text holds (tab, line ends and form feed aside): many of them mean binary data. */
// eslint-disable-next-line no-control-regex
const BINARY_CONTROLS = /[\u0000-\u0008\u000B\u000E-\u001F\u007F]/g;

/** Bytes that are not text: a NUL, or many control characters. */
export class NotTextError extends Error {
  constructor() {
    super('The bytes are not text.');
  }
}

/** Whether a BOM-less buffer is UTF-16 text: ASCII-range characters give a NUL byte on one side of nearly every pair. */
function bomlessUtf16(bytes: Buffer): 'utf16le' | 'utf16be' | null {
  const pairs = Math.min(bytes.length >> 1, 2048);
  if (pairs < 2) return null;
  let zeroHigh = 0;
  let zeroLow = 0;
  for (let i = 0; i < pairs; i++) {
    if (bytes[2 * i] !== 0 && bytes[2 * i + 1] === 0) zeroHigh++;
    if (bytes[2 * i] === 0 && bytes[2 * i + 1] !== 0) zeroLow++;
  }
  return zeroHigh >= pairs * 0.9 ? 'utf16le' : zeroLow >= pairs * 0.9 ? 'utf16be' : null;
}

function utf16(bytes: Buffer, endian: 'utf16le' | 'utf16be'): string {
  if (bytes.length % 2 !== 0) throw new NotTextError();
  const little = endian === 'utf16le' ? bytes : Buffer.from(bytes).swap16();
  return little.toString('utf16le');
}

/**
 * The text of a file as Windows writes text: UTF-8 (with or without its BOM), or UTF-16 (little-endian with a BOM, as
 * PowerShell 5 writes files and Windows ships INF files; big-endian and BOM-less read too). Bytes that are not UTF-8 are
 * read as Windows-1252, the ANSI code page of Western Windows. Throws NotTextError for binary data.
 */
export function decodeWindowsText(bytes: Buffer): string {
  let text: string;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) text = utf16(bytes.subarray(2), 'utf16le');
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) text = utf16(bytes.subarray(2), 'utf16be');
  else {
    const endian = bomlessUtf16(bytes);
    if (endian) text = utf16(bytes, endian);
    else {
      if (bytes.includes(0)) throw new NotTextError();
      const body = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? bytes.subarray(3) : bytes;
      try {
        text = new TextDecoder('utf-8', { fatal: true }).decode(body);
      } catch {
        text = new TextDecoder('windows-1252').decode(body);
      }
    }
  }
  const controls = text.match(BINARY_CONTROLS)?.length ?? 0;
  if (text.includes('\u0000') || controls > Math.max(8, text.length / 100)) throw new NotTextError();
  return text;
}
