import type { components } from '@driveratlas/api-client';
import { apiRequest } from '@driveratlas/platform';

export type ContactMessage = components['schemas']['CreateContactMessageDto'];
type ContactMessageReceipt = components['schemas']['ContactMessageReceiptDto'];

/** Stores the visitor's message for the operator (the spec's form sent nothing; see the README's deviations). */
export function sendContactMessage(message: ContactMessage): Promise<ContactMessageReceipt> {
  return apiRequest<ContactMessageReceipt>('POST', '/api/contact-messages', message);
}
