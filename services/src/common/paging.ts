import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';

/** A page of an admin list: `page` from 1, `pageSize` up to 100. */
export class PageQueryDto {
  /** @example 1 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100000)
  page?: number;

  /** @example 20 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(1)
  @Max(100)
  pageSize?: number;
}

export const DEFAULT_PAGE_SIZE = 20;

/** The page asked for, with its defaults, as TypeORM's skip and take. */
export function pageOf({ page = 1, pageSize = DEFAULT_PAGE_SIZE }: PageQueryDto) {
  return { page, pageSize, skip: (page - 1) * pageSize, take: pageSize };
}

/** "true" or "false" in a query string, as a boolean. */
export const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);
