import type { components } from '@driveratlas/api-client';

/** The API's records, as the service's OpenAPI document defines them. */
export type Driver = components['schemas']['Driver'];
export type Category = components['schemas']['CategoryDto'];
export type DownloadResponse = components['schemas']['DownloadResponseDto'];
export type DriverVersion = components['schemas']['DriverVersionDto'];
export type DriverDevices = components['schemas']['DriverDevicesDto'];
export type InstallationGuide = components['schemas']['InstallationGuideResponseDto'];
