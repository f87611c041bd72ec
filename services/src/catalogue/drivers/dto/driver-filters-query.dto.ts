import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { IsIn, IsOptional, IsString, MaxLength } from 'class-validator';

/** The words and filters that narrow a list of drivers, alike in the search and in the admin table. */
export class DriverFiltersQueryDto {
  /** Words each found in the name, description, manufacturer or category. @example "rtx 4070" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** Exact category name. @example "Graphics Cards" */
  @IsOptional()
  @IsIn(CATEGORY_NAMES)
  category?: string;

  /** Manufacturer name or filter value, any case. @example "NVIDIA" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  manufacturer?: string;
}
