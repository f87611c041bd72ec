import type { Category, Driver, DriverDevices } from '../api/types';

/** A driver record as the API answers it; `overrides` set what a test is about. */
export function aDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 1000,
    name: 'NVIDIA GeForce Game Ready Driver',
    version: '566.36',
    releaseDate: 'December 2024',
    description: 'The latest GeForce driver for RTX and GTX graphics cards.',
    downloadCount: 125_000,
    rating: 5,
    isVerified: true,
    isLatest: true,
    operatingSystem: 'Windows 11, Windows 10',
    architecture: '64-bit',
    fileSize: '680 MB',
    manufacturer: 'NVIDIA',
    category: 'Graphics Cards',
    downloadUrl: '/api/drivers/1000/download-file',
    officialUrl: 'https://www.nvidia.com/en-us/drivers/',
    fullName: null,
    modelNumber: null,
    series: null,
    image: null,
    driverFile: null,
    hardwareIds: [],
    supportEnded: false,
    supportEndedOn: null,
    releasedOn: '2024-12-01',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

export function aCategory(overrides: Partial<Category> = {}): Category {
  return { id: 1, name: 'Graphics Cards', icon: 'graphics', description: 'NVIDIA, AMD and Intel graphics drivers.', driverCount: 12, ...overrides };
}

/** An INF file declaring a driver's devices, as GET /api/drivers/{id}/devices names it; `overrides` set what a test is about. */
export function anInfFile(overrides: Partial<DriverDevices['files'][number]> = {}): DriverDevices['files'][number] {
  return {
    file: 'Netwtw08.INF',
    packageVersion: '23.100.0.4',
    driverDate: '2024-11-11',
    driverVersion: '23.100.0.4',
    class: 'Net',
    provider: 'Intel',
    origin: 'shipped',
    sources: [],
    ...overrides,
  };
}
