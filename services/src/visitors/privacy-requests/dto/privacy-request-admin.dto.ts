import { PRIVACY_REQUEST_STATUSES } from '@driveratlas/visitor-rules';
import { IntersectionType } from '@nestjs/swagger';
import { Equals, IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';
import { CursorQueryDto, PageQueryDto } from '../../../platform/common/page-query.dto';
import { PrivacyRequestEvent } from '../privacy-request-event.entity';
import { PrivacyRequest } from '../privacy-request.entity';

/** A page by number (`page`), or after a cursor (`after`) in the list's own order: open first, most overdue at the top. */
export class PrivacyRequestListQueryDto extends IntersectionType(PageQueryDto, CursorQueryDto) {
  /** Only requests with this status. @example "received" */
  @IsOptional()
  @IsIn(PRIVACY_REQUEST_STATUSES)
  status?: string;
}

export class PrivacyRequestListItemDto extends PrivacyRequest {
  /** Still open after its due date. @example false */
  overdue: boolean;
}

export class PrivacyRequestPageDto {
  items: PrivacyRequestListItemDto[];

  /** @example 42 */
  total: number;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;

  /** The cursor of the page after this one (for `after`), null on the last page. @example null */
  nextCursor: string | null;
}

export class PrivacyRequestWithHistoryDto extends PrivacyRequestListItemDto {
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
  @MultiLine()
  @IsOptional()
  @IsString()
  @MinLength(5)
  @MaxLength(2000)
  note?: string;
}
