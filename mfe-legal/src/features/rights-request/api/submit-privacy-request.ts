import type { components } from '@driveratlas/api-client';
import { apiRequest } from '@driveratlas/platform';

export type PrivacyRequest = components['schemas']['CreatePrivacyRequestDto'];
export type PrivacyRequestReceipt = components['schemas']['PrivacyRequestReceiptDto'];

/** Stores the visitor's request for the privacy officer (the spec's form sent nothing; see the README's deviations). */
export function submitPrivacyRequest(request: PrivacyRequest): Promise<PrivacyRequestReceipt> {
  return apiRequest<PrivacyRequestReceipt>('POST', '/api/privacy-requests', request);
}
