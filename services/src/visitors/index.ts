/** The visitors context's public entry (contact messages, consent records, privacy rights requests): its modules, as the service composes them. Another context uses it only through what this file exports (a lint zone). */
export { ConsentModule } from './consent/consent.module';
export { ContactModule } from './contact/contact.module';
export { PrivacyRequestsModule } from './privacy-requests/privacy-requests.module';
