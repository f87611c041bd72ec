import type { DriverDevices } from '../../api/types';
import { anInfFile } from '../../testing/drivers';
import { dayText, declarationText, listSummary, sourcePlaces } from './supported-devices';

const file = (name: string) => anInfFile({ file: name });
const devices = (changes: Partial<DriverDevices>): DriverDevices => ({
  packageVersion: '23.100.0.4',
  files: [file('Netwtw08.INF')],
  total: 0,
  devices: [],
  ...changes,
});
const ids = (n: number) => Array.from({ length: n }, (_, i) => ({ hardwareId: `PCI\\VEN_8086&DEV_${String(i).padStart(4, '0')}`, name: null }));

describe('the supported devices', () => {
  it('writes an INF date as a visitor reads it, whatever the time zone', () => {
    expect(dayText('2024-11-11')).toBe('November 11, 2024');
    expect(dayText('2025-01-01')).toBe('January 1, 2025');
  });

  it('says how many IDs the package version declares, and in which INF files', () => {
    expect(declarationText(devices({ total: 813 }))).toBe('Version 23.100.0.4 of the package declares 813 hardware IDs in this INF file:');
    expect(declarationText(devices({ total: 1, files: [file('Netwtw08.INF'), file('Netwtw6e.INF')] }))).toBe(
      'Version 23.100.0.4 of the package declares 1 hardware ID in these 2 INF files:',
    );
    expect(declarationText(devices({ packageVersion: null, files: [], total: 3 }))).toBe('The catalogue lists 3 hardware IDs for this driver.');
  });

  it('counts the IDs in the fold, and says when only the first are listed', () => {
    expect(listSummary(devices({ total: 8, devices: ids(8) }))).toBe('Show the 8 hardware IDs');
    expect(listSummary(devices({ total: 1, devices: ids(1) }))).toBe('Show the hardware ID');
    expect(listSummary(devices({ total: 1813, devices: ids(500) }))).toBe('Show the first 500 of the 1,813 hardware IDs');
  });

  it('names each place an INF file was read from once, by its repository', () => {
    const copy = (n: number) => `https://github.com/FirstEverTech/Universal-Intel-WiFi-BT-Updater/blob/552a997/drvs/bt/${n}.cab`;
    expect(sourcePlaces([copy(1), copy(2), 'https://www.catalog.update.microsoft.com/Search.aspx?q=ibtusb', 'javascript:alert(1)', 'not a url'])).toEqual([
      { label: 'github.com/FirstEverTech/Universal-Intel-WiFi-BT-Updater', url: copy(1) },
      { label: 'catalog.update.microsoft.com', url: 'https://www.catalog.update.microsoft.com/Search.aspx?q=ibtusb' },
    ]);
  });
});
