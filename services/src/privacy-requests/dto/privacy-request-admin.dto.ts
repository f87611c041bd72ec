import { PRIVACY_REQUEST_STATUSES } from '@driveratlas/catalog';
import { Type } from 'class-transformer';
import { Equals, IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';
import { PrivacyRequestEvent } from '../privacy-request-event.entity';
import { PrivacyRequest } from '../privacy-request.entity';

export class PrivacyRequestListQueryDto {
  /** @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  /** @example 20 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;

  /** Only requests with this status. @example "received" */
  @IsOptional()
  @IsIn(PRIVACY_REQUEST_STATUSES)
  status?: string;
}

export class PrivacyRequestPageDto {
  items: PrivacyRequest[];

  /** @example 42 */
  total: number;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;
}

export class PrivacyRequestWithHistoryDto extends PrivacyRequest {
  /** Every change, oldest first. */
  history: PrivacyRequestEvent[];
}

/** A change the privacy officer makes: a new status, the one extension to 60 days (with the reason), or both. */
export class UpdatePrivacyRequestDto {
  /** @example "verifying" */
  @IsOptional()
  @IsIn(PRIVACY_REQUEST_STATUSES)
  status?: string;

  /** Extends the answer's due date to 60 days after receipt; needs a note. @example true */
  @IsOptional()
  @Equals(true)
  extend?: true;

  /** @example "We need the documents you offered to verify your identity." */
  @IsOptional()
  @IsString()
  @MinLength(5)
  @MaxLength(2000)
  note?: string;
}
