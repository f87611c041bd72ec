import { reportSystemOf, thisPcSystem } from './report-system';

describe("the report's Windows and processor", () => {
  it('names the Windows and processor the client hints told', () => {
    expect(reportSystemOf({ os: 'Windows 11', architecture: '64-bit' })).toEqual({ windows: '11', architecture: 'x64' });
    expect(reportSystemOf({ os: 'Windows 11', architecture: 'ARM' })).toEqual({ windows: '11', architecture: 'arm64' });
    expect(reportSystemOf({ os: 'Windows 10', architecture: '32-bit' })).toEqual({ windows: '10', architecture: 'x86' });
    expect(reportSystemOf({ os: 'Windows 10', architecture: 'Unknown' })).toEqual({ windows: '10' });
  });

  it('names nothing where only the agent spoke (10 or 11 alike, x64 on Arm) or the browser is not on Windows', () => {
    expect(reportSystemOf({ os: 'Windows 11/10', architecture: '64-bit' })).toEqual({});
    expect(reportSystemOf({ os: 'macOS', architecture: 'ARM' })).toEqual({});
    expect(reportSystemOf({ os: 'Android', architecture: 'ARM' })).toEqual({});
  });

  it("reads this browser's client hints", async () => {
    const hints = { platform: 'Windows', platformVersion: '15.0.0', architecture: 'arm', bitness: '64' };
    Object.defineProperty(navigator, 'userAgentData', { configurable: true, value: { getHighEntropyValues: async () => hints } });
    Object.defineProperty(navigator, 'userAgent', { configurable: true, value: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/141.0.0.0' });
    try {
      expect(await thisPcSystem()).toEqual({ windows: '11', architecture: 'arm64' });
    } finally {
      Reflect.deleteProperty(navigator, 'userAgentData');
      Reflect.deleteProperty(navigator, 'userAgent');
    }
  });
});
