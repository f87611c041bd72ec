import { aDriver } from '../../testing/drivers';
import { DEFAULT_FILE_SIZE, fileSizeText, formatDownloads, officialPageUrl, officialSourceHost } from './driver-format';

describe('the driver facts', () => {
  it('write downloads with thousands separators', () => {
    expect(formatDownloads(1234567)).toBe('1,234,567');
    expect(formatDownloads(999)).toBe('999');
  });

  it('show ~150-250 MB for a driver without a file size', () => {
    expect(DEFAULT_FILE_SIZE).toBe('~150-250 MB');
    expect(fileSizeText('')).toBe(DEFAULT_FILE_SIZE);
    expect(fileSizeText('   ')).toBe(DEFAULT_FILE_SIZE);
    expect(fileSizeText(null)).toBe(DEFAULT_FILE_SIZE);
    expect(fileSizeText('680 MB')).toBe('680 MB');
  });

  it("name the official source by the download's page, else the driver's, else the manufacturer's domain", () => {
    const driver = aDriver({ manufacturer: 'NVIDIA', officialUrl: 'https://www.nvidia.com/en-us/drivers/' });
    expect(officialSourceHost(driver, 'https://www.nvidia.com/download/123')).toBe('www.nvidia.com');
    expect(officialSourceHost(driver)).toBe('www.nvidia.com');
    expect(officialSourceHost({ ...driver, officialUrl: null })).toBe('nvidia.com');
    expect(officialSourceHost({ ...driver, officialUrl: 'not a url' })).toBe('nvidia.com');
    expect(officialSourceHost({ ...driver, manufacturer: 'Acme', officialUrl: null })).toBe('Acme');
  });

  it("opens only an official page of the driver's manufacturer, else the service's checked redirect", () => {
    const driver = aDriver({ id: 1042, manufacturer: 'NVIDIA', officialUrl: 'https://www.nvidia.com/en-us/drivers/details/1/' });
    expect(officialPageUrl(driver)).toBe('https://www.nvidia.com/en-us/drivers/details/1/');
    expect(officialPageUrl(driver, 'https://www.nvidia.com/download/123')).toBe('https://www.nvidia.com/download/123');
    for (const foreign of ['https://evil.example/', 'http://www.nvidia.com/', 'https://www.nvidia.com.evil.example/', 'https://user@evil.example/']) {
      expect(officialPageUrl({ ...driver, officialUrl: foreign })).toBe('/api/drivers/1042/download-file');
      expect(officialSourceHost({ ...driver, officialUrl: foreign })).toBe('nvidia.com');
    }
    expect(officialPageUrl({ ...driver, manufacturer: 'Acme', officialUrl: 'https://acme.example/' })).toBe('/api/drivers/1042/download-file');
  });
});
