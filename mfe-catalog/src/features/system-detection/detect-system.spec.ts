import { architectureLabel, browserLabel, detectSystem, osLabel, refineWithHints, type DetectionSource } from './detect-system';

const WINDOWS_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const MAC_UA = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Safari/605.1.15';

describe('the detection labels (spec 000 section 3)', () => {
  it.each([
    ['Windows 11/10', WINDOWS_UA],
    ['Windows 8.1', 'Mozilla/5.0 (Windows NT 6.3; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36'],
    ['Windows 7', 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36'],
    ['Windows Vista', 'Mozilla/5.0 (Windows NT 6.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/49.0.2623.112 Safari/537.36'],
    ['Windows XP', 'Mozilla/5.0 (Windows NT 5.1; rv:52.0) Gecko/20100101 Firefox/52.0'],
    ['Windows', 'Mozilla/5.0 (Windows NT 6.2; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/109.0.0.0 Safari/537.36'],
    ['macOS', MAC_UA],
    ['Linux', 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    ['Android', 'Mozilla/5.0 (Linux; Android 14; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'],
    ['iOS', 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'],
    ['iOS', 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'],
  ])('names the OS %s', (label, userAgent) => {
    expect(osLabel(userAgent, 'Whatever')).toBe(label);
  });

  it('falls back to the platform string, else Unknown', () => {
    expect(osLabel('Mozilla/5.0 (compatible; SomeBot/1.0)', 'FreeBSD amd64')).toBe('FreeBSD amd64');
    expect(osLabel('Mozilla/5.0 (compatible; SomeBot/1.0)', '')).toBe('Unknown');
  });

  it.each([
    ['Google Chrome', WINDOWS_UA],
    ['Safari', MAC_UA],
    ['Microsoft Edge', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86'],
    ['Mozilla Firefox', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0'],
    ['Opera', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/116.0.0.0'],
    ['Internet Explorer', 'Mozilla/5.0 (Windows NT 6.1; WOW64; Trident/7.0; rv:11.0) like Gecko'],
    [
      'Google Chrome',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
    ],
    ['Unknown Browser', 'curl/8.5.0'],
  ])('names the browser %s', (label, userAgent) => {
    expect(browserLabel(userAgent)).toBe(label);
  });

  it.each([
    ['64-bit', 'Mozilla/5.0 (Windows NT 6.1; WOW64) AppleWebKit/537.36'],
    ['64-bit', WINDOWS_UA],
    ['64-bit', 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36'],
    ['ARM', 'Mozilla/5.0 (X11; Linux armv7l) AppleWebKit/537.36'],
    ['ARM', 'Mozilla/5.0 (X11; Linux aarch64) AppleWebKit/537.36'],
    ['32-bit', 'Mozilla/5.0 (X11; Linux i686; rv:109.0) Gecko/20100101 Firefox/115.0'],
    ['32-bit', 'Mozilla/5.0 (Windows NT 10.0; x86) AppleWebKit/537.36'],
    ['Unknown', MAC_UA],
  ])('names the architecture %s', (label, userAgent) => {
    expect(architectureLabel(userAgent)).toBe(label);
  });

  it.each([
    [
      { platform: 'Windows', platformVersion: '15.0.0', architecture: 'x86', bitness: '64' },
      { os: 'Windows 11', architecture: '64-bit' },
    ],
    [
      { platform: 'Windows', platformVersion: '13.0.0', architecture: 'x86', bitness: '64' },
      { os: 'Windows 11', architecture: '64-bit' },
    ],
    [
      { platform: 'Windows', platformVersion: '10.0.0', architecture: 'x86', bitness: '32' },
      { os: 'Windows 10', architecture: '32-bit' },
    ],
    [
      { platform: 'Windows', platformVersion: '1.0.0', architecture: 'arm', bitness: '64' },
      { os: 'Windows 10', architecture: 'ARM' },
    ],
    // Windows 8.1 and older answer 0.x: the agent's label stands.
    [
      { platform: 'Windows', platformVersion: '0.3.0', architecture: '', bitness: '' },
      { os: 'Windows 11/10', architecture: '64-bit' },
    ],
    // Hints from another platform than the agent's are not trusted.
    [
      { platform: 'Linux', platformVersion: '6.1.0', architecture: 'arm', bitness: '32' },
      { os: 'Windows 11/10', architecture: '64-bit' },
    ],
    [undefined, { os: 'Windows 11/10', architecture: '64-bit' }],
  ])('sharpens Windows 11/10 with the client hints %j', (hints, expected) => {
    expect(refineWithHints({ os: 'Windows 11/10', architecture: '64-bit' }, hints)).toEqual(expected);
  });

  const source = (overrides: Partial<DetectionSource['navigator']> = {}): DetectionSource => ({
    navigator: { userAgent: WINDOWS_UA, platform: 'Win32', language: 'en-US', cookieEnabled: true, onLine: false, ...overrides },
    screen: { width: 1920, height: 1080, colorDepth: 24 },
    timezone: 'America/New_York',
  });

  it('builds the whole detected system record', async () => {
    expect(await detectSystem(source())).toEqual({
      os: 'Windows 11/10',
      browser: 'Google Chrome',
      architecture: '64-bit',
      platform: 'Win32',
      userAgent: WINDOWS_UA,
      screenResolution: '1920 x 1080',
      colorDepth: 24,
      timezone: 'America/New_York',
      language: 'en-US',
      cookiesEnabled: true,
      javaEnabled: false,
      onlineStatus: false,
    });
  });

  it('keeps the agent labels when the client hints are refused', async () => {
    const refusing = { getHighEntropyValues: () => Promise.reject(new Error('NotAllowedError')) };
    expect(await detectSystem(source({ userAgentData: refusing }))).toMatchObject({ os: 'Windows 11/10', architecture: '64-bit' });
  });
});
