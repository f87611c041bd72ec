import type { Driver, PrinterBrand, PrinterModel } from '../api/types';

/** A printer driver record as the API answers it; `overrides` set what a test is about. */
export function aPrinterDriver(overrides: Partial<Driver> = {}): Driver {
  return {
    id: 1000,
    name: 'HP Universal Print Driver PCL6',
    version: '7.3.0',
    releaseDate: 'August 2025',
    description: 'One driver for most HP LaserJet printers.',
    downloadCount: 312_000,
    rating: 4,
    isVerified: true,
    isLatest: true,
    operatingSystem: 'Windows 11, Windows 10',
    architecture: '64-bit',
    fileSize: '22 MB',
    manufacturer: 'HP',
    category: 'Printers',
    downloadUrl: '/api/drivers/1000/download-file',
    officialUrl: null,
    fullName: null,
    modelNumber: null,
    series: null,
    image: null,
    driverFile: null,
    hardwareIds: [],
    supportEnded: false,
    supportEndedOn: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A printer brand as the brands call answers it. */
export function aPrinterBrand(overrides: Partial<PrinterBrand> = {}): PrinterBrand {
  return { id: 1, name: 'HP', logoUrl: null, driverCount: 36, route: '/printers/hp', ...overrides };
}

/** A model of a brand's catalogue as the API answers it; `overrides` set what a test is about. */
export function aPrinterModel(overrides: Partial<PrinterModel> = {}): PrinterModel {
  return {
    id: 301,
    brand: 'Epson',
    modelNumber: 'ET-4760',
    fullName: 'Epson EcoTank ET-4760',
    series: 'EcoTank',
    category: 'Tank',
    description: 'Cartridge-free all-in-one supertank printer with an automatic document feeder.',
    image: null,
    driverFile: 'Epson_ET-4760_Driver_v2.68.exe',
    fileSize: '125 MB',
    officialUrl: 'https://epson.com/Support/Printers/ET-4760',
    downloadCount: 0,
    ...overrides,
  };
}
