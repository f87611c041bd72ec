import type { components } from '@driveratlas/api-client';

type Schemas = components['schemas'];

/** The API's records, as the service's OpenAPI document defines them. */
export type Driver = Schemas['Driver'];
export type DriverInput = Schemas['CreateDriverDto'];
export type DriverPage = Schemas['AdminDriverPageDto'];
export type Overview = Schemas['AdminOverviewDto'];
export type DownloadStats = Schemas['DownloadStatsDto'];
export type Category = Schemas['CategoryDto'];
export type CategoryChange = Schemas['UpdateCategoryDto'];
export type ContactMessage = Schemas['ContactMessage'];
export type ContactMessagePage = Schemas['ContactMessagePageDto'];
export type PrivacyRequest = Schemas['PrivacyRequestListItemDto'];
export type PrivacyRequestPage = Schemas['PrivacyRequestPageDto'];
export type PrivacyRequestWithHistory = Schemas['PrivacyRequestWithHistoryDto'];
export type PrivacyRequestChange = Schemas['UpdatePrivacyRequestDto'];
export type PersonalData = Schemas['PersonalDataDto'];
export type PrinterModel = Schemas['PrinterModel'];
export type PrinterModelInput = Schemas['PrinterModelInputDto'];
export type AuditPage = Schemas['AuditPageDto'];
export type Session = Schemas['SessionDto'];
export type Manufacturer = Schemas['Manufacturer'];
export type ManufacturerInput = Schemas['CreateManufacturerDto'];
export type DriverVersion = Schemas['DriverVersionDto'];
