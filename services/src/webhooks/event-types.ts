/** The events a webhook endpoint may ask for. */
export const WEBHOOK_EVENT_TYPES = ['driver.created', 'driver.updated', 'driver.deleted', 'printer_model.changed'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];
