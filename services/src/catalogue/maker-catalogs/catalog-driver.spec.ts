import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseDateOf } from '@driveratlas/driver-domain';
import { catalogDriver, fileSizeText, isNewerVersion, siteCategory } from './catalog-driver';
import { readDellCatalog } from './dell-catalog';
import { readHpCva } from './hp-cva';
import type { MakerPackage } from './maker-package';

const fixture = (name: string) => readFileSync(join(__dirname, 'fixtures', name));

async function dellPackages(): Promise<MakerPackage[]> {
  const packages: MakerPackage[] = [];
  for await (const read of readDellCatalog('CatalogPC.xml', [fixture('dell-catalog.xml')])) if (read.package) packages.push(read.package);
  return packages;
}

describe('catalogDriver', () => {
  it("makes Dell's audio package a driver of Audio Devices in the catalogue's words: month, Windows, architecture, size, models", async () => {
    const [audio] = await dellPackages();
    expect(catalogDriver(audio)).toEqual({
      driver: {
        name: 'Realtek High Definition Audio Driver',
        version: '6.0.9733.1',
        releaseDate: 'October 2024',
        description: expect.stringMatching(
          /^Realtek High Definition Audio Driver 6\.0\.9733\.1, as Dell ships it for its PCs \(Dell's package 5K8YG\)\. It is for these \d+ Dell PC models: Latitude/,
        ),
        operatingSystem: 'Windows 11, Windows 10',
        architecture: '64-bit',
        fileSize: '402 MB',
        manufacturer: 'Dell',
        category: 'Audio Devices',
        downloadUrl: audio.downloadUrl,
        officialUrl: 'https://www.dell.com/support/home/en-us/drivers/DriversDetails?driverId=5K8YG',
        hardwareIds: audio.hardwareIds,
      },
    });
  });

  it('does not offer an application or a BIOS, and says why', async () => {
    const [, wifi, application, bios] = await dellPackages();
    expect('driver' in catalogDriver(wifi) && catalogDriver(wifi)).toMatchObject({ driver: { category: 'Network Adapters' } });
    expect(catalogDriver(application)).toEqual({ notOffered: 'it is an Application, not a driver' });
    expect(catalogDriver(bios)).toEqual({ notOffered: 'it is a BIOS, not a driver' });
  });

  it("places HP's SoftPaq by its category, and says its size is not given", () => {
    const read = readHpCva('sp151033.cva', fixture('hp-softpaq.cva'));
    expect(catalogDriver(read.package!)).toMatchObject({ driver: { category: 'Network Adapters', fileSize: 'Not given by HP', manufacturer: 'HP' } });
  });

  it('does not offer a package for Arm64 PCs alone, or one for no Windows the site lists', async () => {
    const [audio] = await dellPackages();
    expect(catalogDriver({ ...audio, targets: [{ windows: 'Windows 11', architectures: ['arm64'] }] })).toEqual({
      notOffered: 'it is for Arm64 PCs alone, which the site does not list',
    });
    expect(catalogDriver({ ...audio, targets: [] })).toEqual({ notOffered: 'it installs on no Windows the site lists (Windows 11, 10, 8.1 or 7)' });
    expect(catalogDriver({ ...audio, targets: [{ windows: 'Windows 10', architectures: ['x86', 'x64'] }] })).toMatchObject({
      driver: { architecture: 'Both' },
    });
  });
});

describe('siteCategory', () => {
  it.each([
    ['Audio', 'x', 'Audio Devices'],
    ['Network, Ethernet & Wireless', 'x', 'Network Adapters'],
    ['Networking: Wireless LAN', 'x', 'Network Adapters'],
    ['Bluetooth and Modem', 'x', 'Network Adapters'],
    ['Camera and Card Reader', 'x', 'Cameras'],
    ['Display and Video Graphics', 'x', 'Graphics Cards'],
    ['Driver - Keyboard, Mouse and Input Devices', 'x', 'Input Devices'],
    ['Mouse, Touchpad, Keyboard and Pen', 'x', 'Input Devices'],
    ['Chipset', 'Intel USB Driver', null],
    [null, 'Realtek Audio Driver for Windows 11', 'Audio Devices'],
    [null, 'Intel Chipset Device Software', null],
  ])('%s (%s) → %s', (category, name, expected) => {
    expect(siteCategory({ category, name })).toBe(expected);
  });
});

describe('the catalogue’s words', () => {
  it('writes a release month and a size as the catalogue does', () => {
    expect(releaseDateOf('2024-10-14')).toBe('October 2024');
    expect(fileSizeText(421_785_600)).toBe('402 MB');
    expect(fileSizeText(1_288_490_189)).toBe('1.2 GB');
    expect(fileSizeText(632_832)).toBe('618 KB');
  });

  it('orders versions by their numbers, else by release', () => {
    expect(isNewerVersion({ version: '23.110.0.5', releaseDate: '2025-03-03' }, { version: '23.60.1.2', releasedOn: '2025-06-01' })).toBe(true);
    expect(isNewerVersion({ version: '23.60.1.2', releaseDate: '2025-03-03' }, { version: '23.110.0.5', releasedOn: '2024-06-01' })).toBe(false);
    expect(isNewerVersion({ version: '6.0.9733.1', releaseDate: '2024-10-14' }, { version: '6.0.9733.1', releasedOn: '2024-10-01' })).toBe(false);
    expect(isNewerVersion({ version: 'A18', releaseDate: '2025-01-14' }, { version: 'A17', releasedOn: '2024-10-01' })).toBe(true);
    expect(isNewerVersion({ version: 'A16', releaseDate: '2024-01-14' }, { version: 'A17', releasedOn: '2024-10-01' })).toBe(false);
  });
});
