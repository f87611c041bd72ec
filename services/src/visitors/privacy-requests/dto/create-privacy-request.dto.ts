import { PRIVACY_REQUEST_MESSAGES, PRIVACY_REQUEST_STATES, PRIVACY_REQUEST_TYPES } from '@driveratlas/visitor-rules';
import { IsEmail, IsIn, IsString, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';
import { Nullable } from '../../../platform/common/nullable';

/** A consumer privacy rights request (spec 001, sections 3 and 5). */
export class CreatePrivacyRequestDto {
  /** @example "Alex" */
  @IsString({ message: PRIVACY_REQUEST_MESSAGES.firstName })
  @MinLength(2, { message: PRIVACY_REQUEST_MESSAGES.firstName })
  @MaxLength(100)
  firstName: string;

  /** @example "Rivera" */
  @IsString({ message: PRIVACY_REQUEST_MESSAGES.lastName })
  @MinLength(2, { message: PRIVACY_REQUEST_MESSAGES.lastName })
  @MaxLength(100)
  lastName: string;

  /** @example "alex@example.com" */
  @IsEmail({}, { message: PRIVACY_REQUEST_MESSAGES.email })
  @MaxLength(254)
  email: string;

  /** @example "+1 212 555 0100" */
  @Nullable()
  @IsString()
  @MaxLength(40)
  phone?: string | null;

  /** @example "California" */
  @IsIn(PRIVACY_REQUEST_STATES.map((s) => s.value), { message: PRIVACY_REQUEST_MESSAGES.state })
  state: string;

  /** @example "know" */
  @IsIn(PRIVACY_REQUEST_TYPES, { message: PRIVACY_REQUEST_MESSAGES.requestType })
  requestType: string;

  /** @example "Please tell me which personal data you hold about me." */
  @MultiLine()
  @IsString({ message: PRIVACY_REQUEST_MESSAGES.description })
  @MinLength(10, { message: PRIVACY_REQUEST_MESSAGES.description })
  @MaxLength(5000)
  description: string;
}

export class PrivacyRequestReceiptDto {
  /** @example 7 */
  id: number;

  /** The number the visitor quotes. @example "PR-2026-000007" */
  reference: string;

  /** @example "received" */
  status: string;

  receivedAt: Date;

  /** The visitor is told the request arrived within 24 hours. */
  confirmationDueAt: Date;

  /** The answer is due 30 days after receipt (extendable to 60 for complex requests). */
  responseDueAt: Date;
}
