import { CATEGORY_ICONS } from '@driveratlas/driver-domain';
import { IsIn, IsNotEmpty, IsOptional, IsString, MaxLength } from 'class-validator';
import { MultiLine } from '../../../platform/common/input-validation.pipe';

/** What the operator may change of a category: its description and its icon (the name is what drivers refer to). */
export class UpdateCategoryDto {
  /** @example "Drivers for NVIDIA, AMD and Intel graphics cards." */
  @MultiLine()
  @IsOptional()
  @IsString()
  @IsNotEmpty()
  @MaxLength(500)
  description?: string;

  /** One of the site's category icons. @example "graphics" */
  @IsOptional()
  @IsIn(CATEGORY_ICONS)
  icon?: string;
}
