import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ListLimitDto } from './list-limit.dto';

export class DriverQueryDto extends ListLimitDto {
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
