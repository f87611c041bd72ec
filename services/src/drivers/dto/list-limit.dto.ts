import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** How many drivers a list answers at most; all of them without it. */
export class ListLimitDto {
  /** From 1 to 100; Home asks for the 8 featured drivers it shows. @example 8 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}
