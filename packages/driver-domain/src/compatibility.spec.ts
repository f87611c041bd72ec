import { fitsArchitecture, runsOnWindows } from './compatibility';

describe('runsOnWindows', () => {
  it('finds a version named in the list', () => {
    expect(runsOnWindows('Windows 11, Windows 10, Windows 8.1', 'Windows 8.1')).toBe(true);
    expect(runsOnWindows('Windows 11, Windows 10', 'Windows 7')).toBe(false);
  });

  it("reads the admin form's Windows 11/10 as both versions", () => {
    expect(runsOnWindows('Windows 11/10', 'Windows 11')).toBe(true);
    expect(runsOnWindows('Windows 11/10', 'Windows 10')).toBe(true);
    expect(runsOnWindows('Windows 11/10', 'Windows 8.1')).toBe(false);
  });

  it('does not take Windows 11 for Windows 1 or 10 for 1', () => {
    expect(runsOnWindows('Windows 11', 'Windows 10')).toBe(false);
  });
});

describe('fitsArchitecture', () => {
  it('fits its own architecture, and Both fits either', () => {
    expect(fitsArchitecture('64-bit', '64-bit')).toBe(true);
    expect(fitsArchitecture('64-bit', '32-bit')).toBe(false);
    expect(fitsArchitecture('Both', '32-bit')).toBe(true);
  });
});
