import { CONTACT_CATEGORIES } from '@driveratlas/catalog';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';
import { queryBoolean } from '../../common/paging';
import { ContactMessage } from '../contact-message.entity';

export class ContactMessageListQueryDto extends PageQueryDto {
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
}

export class UpdateContactMessageDto {
  /** Marks the message handled (true) or waiting again (false). @example true */
  @IsBoolean()
  handled: boolean;
}
