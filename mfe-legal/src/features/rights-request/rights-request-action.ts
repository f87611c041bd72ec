import { PRIVACY_REQUEST_FORM_PATH, PRIVACY_REQUEST_REFERENCE, PRIVACY_REQUEST_RULES, PRIVACY_REQUEST_SECTION } from '@driveratlas/visitor-rules';
import { visitorFormAction } from '@driveratlas/site-contracts';
import type { PrivacyRequest } from './api/submit-privacy-request';

/**
 * POST /consumer-rights: the privacy rights request form sent before the page's scripts have run or without them.
 * Checked by the rules the form's script checks and stored as it stores it (no phone when none was typed); then the
 * page shows the request's reference number.
 */
export const rightsRequestAction = visitorFormAction({
  path: PRIVACY_REQUEST_FORM_PATH,
  rules: PRIVACY_REQUEST_RULES,
  // The rules have checked the state and the request type are among the choices.
  send: (api, { phone, ...values }, idempotencyKey) =>
    api.POST('/api/privacy-requests', { body: { ...values, ...(phone ? { phone } : {}) } as PrivacyRequest, headers: { 'Idempotency-Key': idempotencyKey } }),
  // The page shows the reference number the address carries and the fixed deadlines, nothing read back from the
  // service: a guessed reference shows nobody's request.
  sentPage: (answer) => {
    const reference = (answer as { reference?: unknown } | null)?.reference;
    return typeof reference === 'string' && PRIVACY_REQUEST_REFERENCE.test(reference)
      ? `${PRIVACY_REQUEST_FORM_PATH}?request=${reference}#${PRIVACY_REQUEST_SECTION}`
      : undefined;
  },
});
