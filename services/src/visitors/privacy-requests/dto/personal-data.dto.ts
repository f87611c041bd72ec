import { ContactMessage } from '../../contact/contact-message.entity';
import { PrivacyRequestWithHistoryDto } from './privacy-request-admin.dto';

/** Everything stored for a privacy request's e-mail address (matched in any case): what the operator sees, and the file an access request is answered with. */
export class PersonalDataDto {
  /** The request it was found for. @example "PR-2026-000042" */
  reference: string;

  /** The requester's e-mail address, as the request gives it. @example "alex@example.com" */
  email: string;

  /** What the request does with the data: hand it over as this file, delete it, or have the operator review it. @example "export" */
  handling: 'export' | 'deletion' | 'review';

  /** When the data was read. */
  readAt: Date;

  /** Every contact message sent from the address, oldest first. */
  contactMessages: ContactMessage[];

  /** Every privacy request made with the address, this one included, oldest first: kept for 3 years as the law's record of them. */
  privacyRequests: PrivacyRequestWithHistoryDto[];

  /** What else is stored, and why it is not listed. @example "Download records and consent records hold no e-mail address: none of them can be found for this person." */
  withoutEmail: string;
}
