import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A list's `limit`, from 1 to 100 drivers: the rule; each list documents it as it uses it (`declare limit`). */
export class LimitQueryDto {
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  limit?: number;
}

/** How many drivers a list answers at most; all of them without it. */
export class ListLimitDto extends LimitQueryDto {
  /** From 1 to 100; Home asks for the 8 featured drivers it shows. @example 8 */
  declare limit?: number;
}
