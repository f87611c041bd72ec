import { CONTACT_FORM_PATH, CONTACT_RULES } from '@driveratlas/visitor-rules';
import { visitorFormAction } from '@driveratlas/site-contracts';
import type { ContactMessage } from './api/send-contact-message';

/**
 * POST /contact: the contact form sent before the page's scripts have run or without them. Checked by the rules the
 * form's script checks and stored as it stores it; then the page says it was sent.
 */
export const contactAction = visitorFormAction({
  path: CONTACT_FORM_PATH,
  rules: CONTACT_RULES,
  // The rules have checked the category is one of the choices.
  send: (api, values, idempotencyKey) => api.POST('/api/contact-messages', { body: values as ContactMessage, headers: { 'Idempotency-Key': idempotencyKey } }),
  sentPage: () => `${CONTACT_FORM_PATH}?sent=1`,
});
