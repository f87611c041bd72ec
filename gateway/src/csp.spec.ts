import { START_SCRIPT_HASH } from './pages/start-script';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { advertisingOrigins, siteCsp } from './csp';

function siteSettings(advertising: unknown): string {
  const file = join(mkdtempSync(join(tmpdir(), 'csp-')), 'site.json');
  writeFileSync(file, JSON.stringify({ productName: 'DriverAtlas', advertising }));
  return file;
}

describe("the site's Content Security Policy", () => {
  it('allows scripts from the site alone when no ad provider is set', () => {
    expect(advertisingOrigins(siteSettings(null))).toEqual([]);
    const csp = siteCsp([]);
    expect(csp.scriptSrc).toEqual(["'self'", START_SCRIPT_HASH]);
    expect(csp).not.toHaveProperty('frameSrc');
  });

  it("allows the ad provider's script, frames and data origins once it is set", () => {
    const origins = advertisingOrigins(
      siteSettings({
        scriptUrl: 'https://pagead2.googlesyndication.com/pagead/js/adsbygoogle.js',
        client: 'ca-pub-1',
        slots: { banner: '1', square: '2', responsive: '3' },
        origins: ['https://googleads.g.doubleclick.net/pagead', 'https://pagead2.googlesyndication.com'],
      }),
    );
    expect(origins).toEqual(['https://pagead2.googlesyndication.com', 'https://googleads.g.doubleclick.net']);
    const csp = siteCsp(origins);
    expect(csp.scriptSrc).toEqual(["'self'", START_SCRIPT_HASH, ...origins]);
    expect(csp.frameSrc).toEqual(["'self'", ...origins]);
    expect(csp.connectSrc).toEqual(["'self'", ...origins]);
  });
});
