import { compareDriverVersions, driverAge } from './driver-versions';
import seedDrivers from '../seed/data/drivers.json';

const compare = (provider: string | null, installed: string, manufacturer: string, catalogue: string) =>
  compareDriverVersions({ provider, version: installed }, { manufacturer, version: catalogue });

describe('compareDriverVersions', () => {
  describe('NVIDIA: the Windows version read as the published release', () => {
    it.each([
      ['32.0.15.8157', '581.57'],
      ['32.0.15.6094', '560.94'],
      ['31.0.15.5222', '552.22'],
      ['31.0.15.3623', '536.23'],
      ['27.21.14.5671', '456.71'],
      ['30.0.14.7489', '474.89'],
    ])('%s is %s', (windows, published) => {
      expect(compare('NVIDIA', windows, 'NVIDIA', published)).toEqual({ result: 'same', installedAs: published });
    });

    it('says whether the installed release is older or newer than the catalogue’s', () => {
      expect(compare('NVIDIA', '31.0.15.5222', 'NVIDIA', '581.57')).toEqual({ result: 'older', installedAs: '552.22' });
      expect(compare('NVIDIA', '32.0.15.8157', 'NVIDIA', '581.29')).toEqual({ result: 'newer', installedAs: '581.57' });
      expect(compare(null, '32.0.15.6094', 'NVIDIA', '581.57')).toEqual({ result: 'older', installedAs: '560.94' });
    });

    it('compares the HD Audio driver, published with its Windows version, as dotted numbers', () => {
      expect(compare('NVIDIA', '1.4.3.2', 'NVIDIA', '1.4.3.2')).toEqual({ result: 'same', installedAs: null });
      expect(compare('NVIDIA', '1.3.40.14', 'NVIDIA', '1.4.3.2')).toEqual({ result: 'older', installedAs: null });
    });

    it('does not convert a version of another shape (Windows’ basic display driver)', () => {
      expect(compare('Microsoft', '10.0.26100.1', 'NVIDIA', '581.57').result).toBe('cannot-compare');
      expect(compare(null, '10.0.26100.1', 'NVIDIA', '581.57').result).toBe('cannot-compare');
      expect(compare('NVIDIA', '581.57', 'NVIDIA', '581.57').result).toBe('cannot-compare');
    });
  });

  it('AMD: Adrenalin and Chipset Software releases cannot be derived from Windows versions', () => {
    expect(compare('Advanced Micro Devices, Inc.', '32.0.21013.1000', 'AMD', '25.10.2')).toEqual({ result: 'cannot-compare', installedAs: null });
    expect(compare('Advanced Micro Devices, Inc.', '1.0.0.38', 'AMD', '7.06.02.123').result).toBe('cannot-compare');
  });

  describe('Intel', () => {
    it('graphics: Windows versions on both sides', () => {
      expect(compare('Intel Corporation', '32.0.101.8132', 'Intel', '32.0.101.8132').result).toBe('same');
      expect(compare('Intel Corporation', '31.0.101.2135', 'Intel', '32.0.101.6913').result).toBe('older');
    });

    it('Wi-Fi and Bluetooth: a package version is the start of the Windows version', () => {
      expect(compare('Intel', '23.160.0.4', 'Intel', '23.160.0').result).toBe('same');
      expect(compare('Intel', '23.160.0.4', 'Intel', '23.160.0.4').result).toBe('same');
      expect(compare('Intel', '23.140.0.3', 'Intel', '23.160.0.4').result).toBe('older');
      expect(compare('Intel', '23.160.0.4', 'Intel', '23.140.0').result).toBe('newer');
    });

    it('Ethernet: the Complete Driver Pack release is no Windows version', () => {
      expect(compare('Intel', '1.1.4.43', 'Intel', '30.1').result).toBe('cannot-compare');
    });
  });

  it('Realtek: audio and LAN drivers are published with their Windows versions, leading zeros or not', () => {
    expect(compare('Realtek Semiconductor Corp.', '6.0.9733.1', 'Realtek', '6.0.9733.1').result).toBe('same');
    expect(compare('Realtek Semiconductor Corp.', '6.0.9600.1', 'Realtek', '6.0.9733.1').result).toBe('older');
    expect(compare('Realtek', '10.76.416.2025', 'Realtek', '10.76.0416.2025').result).toBe('same');
    expect(compare('Realtek', '10.72.806.2024', 'Realtek', '10.76.0416.2025').result).toBe('older');
  });

  it('Microsoft: inbox drivers carry the Windows build; its apps do not', () => {
    expect(compare('Microsoft', '10.0.26100.4484', 'Microsoft', '10.0.26100.6584').result).toBe('older');
    expect(compare('Microsoft', '10.0.26100.1', 'Microsoft', '14.41.137.0').result).toBe('cannot-compare');
  });

  it.each([
    ['Logitech', 'Logitech', '1.95.725411'],
    ['Razer', 'Razer Inc', '4.0.586'],
    ['Corsair', 'Elgato Systems GmbH', '2.0.6'],
    ['Creative', 'Creative Technology Ltd', '3.01.0060'],
    ['HP', 'HP', '7.3.0.25919'],
    ['Canon', 'Canon', '1.03'],
    ['Epson', 'SEIKO EPSON Corporation', '3.02.00'],
    ['Brother', 'Brother', 'C3'],
  ])('%s publishes software or package releases: cannot-compare', (manufacturer, provider, catalogue) => {
    expect(compare(provider, '1.10.78.0', manufacturer, catalogue).result).toBe('cannot-compare');
  });

  it('other makers: dotted numbers, missing fields counting as 0', () => {
    expect(compare('MediaTek, Inc.', '3.3.0.1024', 'MediaTek', '3.3.0.1024').result).toBe('same');
    expect(compare('MediaTek, Inc.', '3.3.0.908', 'MediaTek', '3.3.0.1024').result).toBe('older');
    expect(compare('Qualcomm', '12.0.0.1118', 'Qualcomm', '12.0.0.1118.0').result).toBe('same');
    expect(compare('Qualcomm', '12.0.0.1118', 'Qualcomm', '12.0').result).toBe('newer');
  });

  it('cannot compare what is not numbers, nor another maker’s driver', () => {
    expect(compare('MediaTek', '3.3.0.1024', 'MediaTek', '3.3.0.x').result).toBe('cannot-compare');
    expect(compare('MediaTek', 'v3.3', 'MediaTek', '3.3.0.1024').result).toBe('cannot-compare');
    expect(compare('Microsoft', '10.0.26100.1', 'Realtek', '6.0.9733.1').result).toBe('cannot-compare');
    expect(compare('Realtek Semiconductor Corp.', '6.0.9733.1', 'Intel', '6.0.9733.1').result).toBe('cannot-compare');
  });

  it('answers every seed driver compared with itself as same or cannot-compare, never older or newer', () => {
    for (const driver of seedDrivers) {
      const { result } = compare(driver.manufacturer, driver.version, driver.manufacturer, driver.version);
      expect([driver.name, result]).toEqual([driver.name, expect.stringMatching(/^(same|cannot-compare)$/)]);
    }
  });
});

describe('driverAge', () => {
  const today = new Date('2025-11-03T15:00:00Z');
  it.each([
    ['2025-11-03', 'new today'],
    ['2025-11-02', '1 day old'],
    ['2025-10-14', '20 days old'],
    ['2025-09-01', '2 months old'],
    ['2024-11-03', '1 year old'],
    ['2023-06-20', '2 years old'],
  ])('%s is %s', (date, age) => {
    expect(driverAge(date, today)).toBe(age);
  });
});
