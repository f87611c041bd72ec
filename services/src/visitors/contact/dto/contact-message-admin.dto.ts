import { CONTACT_CATEGORIES } from '@driveratlas/visitor-rules';
import { IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CursorQueryDto, PageQueryDto } from '../../../platform/common/page-query.dto';
import { queryBoolean } from '../../../platform/common/paging';
import { ContactMessage } from '../contact-message.entity';

export class ContactMessageListQueryDto extends IntersectionType(PageQueryDto, CursorQueryDto) {
  /** Only messages of this category. @example "driver-request" */
  @IsOptional()
  @IsIn(CONTACT_CATEGORIES.map((c) => c.value))
  category?: string;

  /** Only handled (true) or waiting (false) messages. @example false */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  handled?: boolean;
}

export class ContactMessagePageDto {
  items: ContactMessage[];

  /** @example 12 */
  total: number;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;

  /** The cursor of the page after this one (for `after`), null on the last page. @example null */
  nextCursor: string | null;
}

export class UpdateContactMessageDto {
  /** Marks the message handled (true) or waiting again (false). @example true */
  @IsBoolean()
  handled: boolean;
}
