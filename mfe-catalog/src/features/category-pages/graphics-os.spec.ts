import { aDriver } from '../../testing/drivers';
import { GRAPHICS_OS, runsOn } from './graphics-os';

describe('the graphics operating-system filter', () => {
  it('offers Windows 11, 10, 8.1 and 7', () => {
    expect(GRAPHICS_OS).toEqual(['Windows 11', 'Windows 10', 'Windows 8.1', 'Windows 7']);
  });

  it('keeps a driver whose operating system text includes the chosen name', () => {
    const driver = aDriver({ operatingSystem: 'Windows 10, Windows 8.1' });
    expect(runsOn(driver, 'Windows 10')).toBe(true);
    expect(runsOn(driver, 'Windows 8.1')).toBe(true);
    expect(runsOn(driver, 'Windows 11')).toBe(false);
    expect(runsOn(driver, 'Windows 7')).toBe(false);
  });
});
