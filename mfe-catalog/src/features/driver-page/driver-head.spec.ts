import { aDriver } from '../../testing/drivers';
import { driverDescription, driverHead } from './driver-head';

const driver = aDriver({ id: 1042, name: 'NVIDIA GeForce RTX 4070 Game Ready Driver', version: '566.36', releaseDate: 'December 2024' });
const graphics = { name: 'Graphics Cards', path: '/graphics-cards' };

describe('driverHead', () => {
  it('names the page Home > its category page > the driver, at its one address', () => {
    const head = driverHead(driver, graphics, 'https://www.nvidia.com/en-us/drivers/');
    expect(head.canonicalPath).toBe('/drivers/1042/nvidia-geforce-rtx-4070-game-ready-driver');
    expect(head.breadcrumbs).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Graphics Cards', path: '/graphics-cards' },
      { name: driver.name, path: '/drivers/1042/nvidia-geforce-rtx-4070-game-ready-driver' },
    ]);
  });

  it('describes the driver as a free SoftwareApplication of its manufacturer, downloaded from the official page', () => {
    const [jsonLd] = driverHead(driver, graphics, 'https://www.nvidia.com/en-us/drivers/').jsonLd ?? [];
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SoftwareApplication',
      name: driver.name,
      softwareVersion: '566.36',
      operatingSystem: 'Windows 11, Windows 10',
      applicationCategory: 'DriverApplication',
      description: driver.description,
      publisher: { '@type': 'Organization', name: 'NVIDIA' },
      author: { '@type': 'Organization', name: 'NVIDIA' },
      datePublished: '2024-12',
      fileSize: '680 MB',
      downloadUrl: 'https://www.nvidia.com/en-us/drivers/',
      offers: { '@type': 'Offer', price: '0', priceCurrency: 'USD' },
    });
    expect(JSON.parse(JSON.stringify(jsonLd))).toEqual(jsonLd);
  });

  it('leaves out what it does not know: a release date that is not a month, no size, no official page', () => {
    const [jsonLd] = driverHead(aDriver({ releaseDate: 'soon', fileSize: '' }), graphics, null).jsonLd ?? [];
    expect(jsonLd).not.toHaveProperty('datePublished');
    expect(jsonLd).not.toHaveProperty('fileSize');
    expect(jsonLd).not.toHaveProperty('downloadUrl');
  });
});

describe('driverDescription', () => {
  it('names the driver, its version, date and systems, and what the page holds', () => {
    expect(driverDescription(driver)).toBe(
      'NVIDIA GeForce RTX 4070 Game Ready Driver 566.36 (December 2024) for Windows 11, Windows 10, 64-bit: its version history, installation guide and the official NVIDIA download page.',
    );
  });
});
