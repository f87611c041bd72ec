import { aDriver } from '../../testing/drivers';
import { ALL_TYPES, matchesDeviceFilters } from './device-filter';

const ax211 = aDriver({ name: 'Intel Wi-Fi 6E AX211', manufacturer: 'Intel', version: '23.60.0.10', category: 'Network Adapters' });

describe('the device page filters', () => {
  it('keep every driver with an empty search and All Types', () => {
    expect(matchesDeviceFilters(ax211, '', ALL_TYPES)).toBe(true);
    expect(matchesDeviceFilters(ax211, '   ', '')).toBe(true);
  });

  it('search name, manufacturer and version, case-insensitively', () => {
    expect(matchesDeviceFilters(ax211, 'ax211', ALL_TYPES)).toBe(true);
    expect(matchesDeviceFilters(ax211, 'INTEL', ALL_TYPES)).toBe(true);
    expect(matchesDeviceFilters(ax211, '23.60', ALL_TYPES)).toBe(true);
    expect(matchesDeviceFilters(ax211, 'network', ALL_TYPES)).toBe(false);
    expect(matchesDeviceFilters(ax211, 'realtek', ALL_TYPES)).toBe(false);
  });

  it('match the type against manufacturer and name, and against the category only where the page says so', () => {
    expect(matchesDeviceFilters(ax211, '', 'Wi-Fi')).toBe(true);
    expect(matchesDeviceFilters(ax211, '', 'intel')).toBe(true);
    expect(matchesDeviceFilters(ax211, '', 'Network')).toBe(false);
    expect(matchesDeviceFilters(ax211, '', 'Network', true)).toBe(true);
  });

  it('keep a driver only when the search and the type both hold', () => {
    expect(matchesDeviceFilters(ax211, 'intel', 'Wi-Fi')).toBe(true);
    expect(matchesDeviceFilters(ax211, 'intel', 'Bluetooth')).toBe(false);
    expect(matchesDeviceFilters(ax211, 'realtek', 'Wi-Fi')).toBe(false);
  });
});
