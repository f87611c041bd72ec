import { IsOptional, IsString, MaxLength } from 'class-validator';
import { IntersectionType } from '@nestjs/swagger';
import { CursorQueryDto } from '../../../platform/common/page-query.dto';
import { LimitQueryDto } from './list-limit.dto';

/** `limit` alone answers the first drivers (as the site asks); with `after`, the page after a cursor. */
export class DriverQueryDto extends IntersectionType(LimitQueryDto, CursorQueryDto) {
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

  /** From 1 to 100; Home asks for the 8 featured drivers it shows. @example 8 */
  declare limit?: number;
}
