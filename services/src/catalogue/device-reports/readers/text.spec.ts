import { cleanText, idList, lineFinder, normaliseNewlines } from './text';

describe('cleanText', () => {
  it('strips control characters other than tab and newline, and surrounding spaces', () => {
    expect(cleanText('  NVIDIA\u0007 GeForce\u0000 RTX\u001b[0m 4090\u009b ')).toBe('NVIDIA GeForce RTX[0m 4090');
    expect(cleanText('a\tb\nc')).toBe('a\tb\nc');
  });

  it.each([null, undefined, 42, true, {}, '', '   ', '\u0001'])('gives null for %j', (value) => {
    expect(cleanText(value)).toBeNull();
  });
});

describe('idList', () => {
  it('takes one ID, an array of IDs, or IDs on several lines, dropping what is not text', () => {
    expect(idList('PCI\\VEN_10EC&DEV_8125')).toEqual(['PCI\\VEN_10EC&DEV_8125']);
    expect(idList(['USB\\VID_8087&PID_0033&REV_0000', 7, null, ' USB\\VID_8087&PID_0033 '])).toEqual([
      'USB\\VID_8087&PID_0033&REV_0000',
      'USB\\VID_8087&PID_0033',
    ]);
    expect(idList('ACPI\\PNP0C0E\n*PNP0C0E')).toEqual(['ACPI\\PNP0C0E', '*PNP0C0E']);
    expect(idList(null)).toEqual([]);
  });

  it('drops what Export-Csv writes for an array it could not flatten', () => {
    expect(idList('System.String[]')).toEqual([]);
  });
});

describe('lineFinder and normaliseNewlines', () => {
  it('numbers lines from 1, after CRLF and CR are made LF', () => {
    const text = normaliseNewlines('a\r\nb\rc\nd');
    const lineOf = lineFinder(text);
    expect(text).toBe('a\nb\nc\nd');
    expect([0, 1, 2, 3, 4, 6].map(lineOf)).toEqual([1, 1, 2, 2, 3, 4]);
  });
});
