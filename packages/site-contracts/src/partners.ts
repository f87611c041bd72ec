/** What the service and the admin's Partners tab agree on about partner keys and webhooks. */

/** The events a webhook endpoint may ask for, as the service names them. */
export const WEBHOOK_EVENT_TYPES = ['driver.created', 'driver.updated', 'driver.deleted', 'driver.version_withdrawn', 'printer_model.changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The bounds of a partner key's quota, in requests a minute. */
export const QUOTA_PER_MINUTE = { min: 1, max: 100_000 } as const;
