import { looksLikeUrl, normaliseName, registrableDomain, slugOf } from './manufacturer-names';

describe('normaliseName', () => {
  it('folds compatibility forms and spaces (NFKC), so one name has one spelling', () => {
    expect(normaliseName('ＮＶＩＤＩＡ')).toBe('NVIDIA');
    expect(normaliseName('  Cirrus\u00a0 Logic ')).toBe('Cirrus Logic');
    expect(normaliseName('ﬁrm')).toBe('firm');
  });

  it('refuses a name holding an invisible character', () => {
    for (const invisible of [
      '\u200b',
      '\u200c',
      '\u200d',
      '\u2060',
      '\ufeff',
      '\u00ad',
      '\u202e',
      '\u034f',
      '\ufe0f',
      '\u3164',
      '\u2800',
      '\u0000',
      '\udb40\udc20',
    ]) {
      expect(normaliseName(`NVIDIA${invisible}`)).toBeUndefined();
    }
  });
});

describe('registrableDomain', () => {
  it('takes a registrable host name in any case, and an internationalised one in its xn-- form', () => {
    expect(registrableDomain('Elgato.com')).toBe('elgato.com');
    expect(registrableDomain('support.brother.co.uk')).toBe('support.brother.co.uk');
    expect(registrableDomain('asmedia.com.tw')).toBe('asmedia.com.tw');
    expect(registrableDomain('bücher.de')).toBe('xn--bcher-kva.de');
  });

  it('refuses URLs, paths, ports, wildcards, IP addresses, bare and registry-level suffixes', () => {
    for (const value of [
      'https://elgato.com',
      'elgato.com/x',
      'elgato.com:443',
      '*.elgato.com',
      '192.0.2.1',
      '[::1]',
      'com',
      'co.uk',
      'com.tw',
      'localhost',
      '-x.com',
      'a..com',
      '',
    ]) {
      expect(registrableDomain(value)).toBeUndefined();
    }
  });
});

describe('slugOf and looksLikeUrl', () => {
  it('makes a slug from a name', () => {
    expect(slugOf('Cirrus Logic')).toBe('cirrus-logic');
    expect(slugOf('Créative Labs!')).toBe('creative-labs');
  });

  it('tells a location from a file name or a path of the site', () => {
    expect(['https://x.com', 'javascript:alert(1)', '//evil.example', ' data:text/html,x'].every(looksLikeUrl)).toBe(true);
    expect(['/api/drivers/1000/download-file', 'driver.exe', 'v1.2'].some(looksLikeUrl)).toBe(false);
  });
});
