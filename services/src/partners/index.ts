/** The partners context's public entry (partner keys and their webhooks): its modules and the calls only the gateway makes, as the service composes them. Another context uses it only through what this file exports (a lint zone). */
export { PartnersModule } from './keys/partners.module';
export { WebhooksModule } from './webhooks/webhooks.module';
export { PARTNER_KEYS_INTERNAL_PATHS } from './keys/partner-keys-internal.controller';
