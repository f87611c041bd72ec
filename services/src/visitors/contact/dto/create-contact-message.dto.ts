import { CONTACT_CATEGORIES, CONTACT_MESSAGES } from '@driveratlas/visitor-rules';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';

/** A message from the contact form (spec 000, sections 3 and 5). */
export class CreateContactMessageDto {
  /** @example "Jordan Lee" */
  @IsString({ message: CONTACT_MESSAGES.name })
  @MinLength(2, { message: CONTACT_MESSAGES.name })
  @MaxLength(100)
  name: string;

  /** @example "jordan@example.com" */
  @IsEmail({}, { message: CONTACT_MESSAGES.email })
  @MaxLength(254)
  email: string;

  /** @example "Driver for my RTX 4070" */
  @IsString({ message: CONTACT_MESSAGES.subject })
  @MinLength(5, { message: CONTACT_MESSAGES.subject })
  @MaxLength(200)
  subject: string;

  /** @example "driver-request" */
  @IsIn(CONTACT_CATEGORIES.map((c) => c.value), { message: CONTACT_MESSAGES.category })
  category: string;

  /** @example "Which driver do I need for an RTX 4070 on Windows 11?" */
  @MultiLine()
  @IsString({ message: CONTACT_MESSAGES.message })
  @MinLength(10, { message: CONTACT_MESSAGES.message })
  @MaxLength(5000)
  message: string;
}

export class ContactMessageReceiptDto {
  /** @example 12 */
  id: number;

  receivedAt: Date;
}
