import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IntersectionType } from '@nestjs/swagger';
import { CursorQueryDto } from '../../common/page-query.dto';
import { ListLimitDto } from './list-limit.dto';

/** `limit` alone answers the first drivers (as the site asks); with `after`, the page after a cursor. */
export class DriverQueryDto extends IntersectionType(ListLimitDto, CursorQueryDto) {
  /** Exact category name. @example "Graphics Cards" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  category?: string;

  /** Manufacturer name or filter value, any case. @example "HP" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  manufacturer?: string;
}
