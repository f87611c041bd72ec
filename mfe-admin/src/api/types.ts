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
/** What importing a driver's INF files changes (a preview) or changed. */
export type InfImport = Schemas['InfImportDto'];
/** A key's requests on one day (UTC, "2026-11-26"). */
export type UsageDay = Schemas['PartnerKeyDayDto'];
/** A partner's API key, without its secret; its usage the last 30 days, oldest first. */
export type PartnerKey = Schemas['PartnerKeyDto'];
export type PartnerKeyInput = Schemas['CreatePartnerKeyDto'];
export type PartnerKeyWithSecret = Schemas['PartnerKeySecretDto'];
/** A partner's webhook endpoint, without its signing secret. */
export type WebhookEndpoint = Schemas['WebhookEndpointDto'];
export type WebhookEndpointInput = Schemas['CreateWebhookEndpointDto'];
export type WebhookEndpointChange = Schemas['UpdateWebhookEndpointDto'];
export type WebhookEndpointWithSecret = Schemas['WebhookEndpointWithSecretDto'];
export type DeliveryAttempt = Schemas['DeliveryAttemptDto'];
/** An event sent to an endpoint, with every attempt. */
export type WebhookDelivery = Schemas['WebhookDeliveryDto'];
/** What importing a maker's catalog does (a preview) or did to the catalogue. */
export type CatalogImport = Schemas['CatalogImportDto'];
export type CatalogImportItem = Schemas['CatalogImportItemDto'];
