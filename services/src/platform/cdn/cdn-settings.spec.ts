import { readCdnSettings } from './cdn-settings';

describe('the CDN settings', () => {
  it('are none without CDN_PURGE', () => {
    expect(readCdnSettings({})).toBeUndefined();
  });

  it("read Fastly's service and token, and Cloudflare's zone and token, with each API's address unless CDN_API_URL gives another", () => {
    expect(readCdnSettings({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok' })).toEqual({
      provider: 'fastly',
      serviceId: 'svc',
      token: 'tok',
      apiUrl: 'https://api.fastly.com',
    });
    expect(
      readCdnSettings({ CDN_PURGE: 'cloudflare', CLOUDFLARE_ZONE_ID: 'zone', CLOUDFLARE_API_TOKEN: 'tok', CDN_API_URL: 'http://127.0.0.1:9000/' }),
    ).toEqual({ provider: 'cloudflare', zoneId: 'zone', token: 'tok', apiUrl: 'http://127.0.0.1:9000' });
  });

  it('refuse an unknown CDN, an incomplete one, and settings for a CDN that CDN_PURGE does not name', () => {
    expect(() => readCdnSettings({ CDN_PURGE: 'akamai' })).toThrow('CDN_PURGE must be fastly or cloudflare');
    expect(() => readCdnSettings({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc' })).toThrow('CDN_PURGE=fastly needs FASTLY_API_TOKEN.');
    expect(() => readCdnSettings({ CDN_PURGE: 'cloudflare' })).toThrow('CDN_PURGE=cloudflare needs CLOUDFLARE_ZONE_ID and CLOUDFLARE_API_TOKEN.');
    expect(() => readCdnSettings({ CLOUDFLARE_API_TOKEN: 'tok' })).toThrow('CLOUDFLARE_API_TOKEN is set but CDN_PURGE is not');
    expect(() => readCdnSettings({ CDN_PURGE: 'fastly', FASTLY_SERVICE_ID: 'svc', FASTLY_API_TOKEN: 'tok', CDN_API_URL: 'api.example' })).toThrow(
      'CDN_API_URL must be an http(s) address',
    );
  });
});
