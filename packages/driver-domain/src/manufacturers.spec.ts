import { findManufacturer, isOfficialUrl, MANUFACTURERS } from './manufacturers';

describe('findManufacturer', () => {
  it('finds a manufacturer by display name or filter value, in any case', () => {
    expect(findManufacturer('Cirrus Logic')?.slug).toBe('cirrus-logic');
    expect(findManufacturer('cirrus-logic')?.name).toBe('Cirrus Logic');
    expect(findManufacturer(' nvidia ')?.name).toBe('NVIDIA');
    expect(findManufacturer('Acme')).toBeUndefined();
  });

  it('holds the 24 manufacturers of the sidebar filter', () => {
    expect(MANUFACTURERS.map((m) => m.slug)).toEqual([
      'nvidia',
      'amd',
      'intel',
      'realtek',
      'qualcomm',
      'broadcom',
      'mediatek',
      'creative',
      'cirrus-logic',
      'via',
      'asmedia',
      'logitech',
      'razer',
      'synaptics',
      'corsair',
      'microsoft',
      'hp',
      'canon',
      'epson',
      'brother',
      'xerox',
      'lexmark',
      'samsung',
      'ricoh',
    ]);
  });

  it("keeps every manufacturer's support page on its own domain", () => {
    for (const manufacturer of MANUFACTURERS) expect(isOfficialUrl(manufacturer.supportUrl, manufacturer)).toBe(true);
  });
});

describe('isOfficialUrl', () => {
  const hp = findManufacturer('HP')!;

  it('accepts https pages on the domain or its subdomains', () => {
    expect(isOfficialUrl('https://support.hp.com/us-en/drivers', hp)).toBe(true);
    expect(isOfficialUrl('https://hp.com/', hp)).toBe(true);
  });

  it('refuses look-alike hosts, plain http and junk', () => {
    expect(isOfficialUrl('https://hp.com.evil.example/', hp)).toBe(false);
    expect(isOfficialUrl('https://notthehp.com/', hp)).toBe(false);
    expect(isOfficialUrl('http://support.hp.com/', hp)).toBe(false);
    expect(isOfficialUrl('not a url', hp)).toBe(false);
  });

  it('refuses credentials before the host, which read as the address of another site', () => {
    expect(isOfficialUrl('https://support.hp.com@evil.example/', hp)).toBe(false);
    expect(isOfficialUrl('https://user:pass@support.hp.com/', hp)).toBe(false);
  });

  it('takes any record with domains', () => {
    expect(isOfficialUrl('https://www.elgato.com/downloads', { domains: ['elgato.com'] })).toBe(true);
  });
});
