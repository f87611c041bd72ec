import type { DetectedSystem } from './detect-system';
import { compatibilityChecks, compatibleDriversPath } from './compatibility';

const system = (os: string, architecture: string): DetectedSystem => ({
  os,
  architecture,
  browser: 'Google Chrome',
  platform: '',
  userAgent: '',
  screenResolution: '1920 x 1080',
  colorDepth: 24,
  timezone: 'UTC',
  language: 'en-US',
  cookiesEnabled: true,
  javaEnabled: false,
  onlineStatus: true,
});

const verdicts = (s: DetectedSystem) => Object.fromEntries(compatibilityChecks(s).map((c) => [c.check, `${c.tone}: ${c.verdict}`]));

describe('compatibilityChecks', () => {
  it('calls Windows 11 on 64-bit compatible and supported', () => {
    expect(verdicts(system('Windows 11', '64-bit'))).toMatchObject({
      'Windows Compatibility': 'good: Compatible',
      Architecture: 'good: 64-bit: Supported',
    });
  });

  it.each(['Linux', 'macOS', 'Android', 'iOS'])('makes no Windows compatibility claim on %s', (os) => {
    const windows = compatibilityChecks(system(os, '64-bit'))[0];
    expect(windows.tone).toBe('bad');
    expect(windows.verdict).toBe('Not Windows');
  });

  it('says an architecture the browser did not tell is unknown, not supported', () => {
    expect(verdicts(system('macOS', 'Unknown')).Architecture).toBe('unknown: Unknown');
  });

  it('warns that Windows 7 and 8.1 get fewer current drivers', () => {
    expect(verdicts(system('Windows 7', '32-bit'))['Windows Compatibility']).toMatch(/^warning: Limited/);
  });
});

describe('compatibleDriversPath', () => {
  it('filters the search by the detected Windows version and architecture', () => {
    expect(compatibleDriversPath(system('Windows 11', '64-bit'))).toBe('/search?os=Windows+11&architecture=64-bit');
  });

  it('leaves out what the browser did not tell exactly', () => {
    expect(compatibleDriversPath(system('Windows 11/10', '64-bit'))).toBe('/search?architecture=64-bit');
    expect(compatibleDriversPath(system('Windows 11/10', 'Unknown'))).toBe('/search');
  });
});
