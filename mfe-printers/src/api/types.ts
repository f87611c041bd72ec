import type { components } from '@driveratlas/api-client';

/** The API's records, as the service's OpenAPI document defines them. */
export type Driver = components['schemas']['Driver'];
export type PrinterBrand = components['schemas']['PrinterBrandDto'];
export type PrinterModel = components['schemas']['PrinterModel'];
export type DownloadResponse = components['schemas']['DownloadResponseDto'];
