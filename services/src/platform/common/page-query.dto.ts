import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';

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

/** Paging by cursor: the rows after the last one of the previous page, however the list changed in between. */
export class CursorQueryDto {
  /**
   * The `nextCursor` of the previous page (also in its `Link: <…>; rel="next"` header), as it was answered; made for one
   * list, sort and filters. Not with `offset` or `page`. No example: a cursor is only ever one the API answered.
   */
  @IsOptional()
  @IsString()
  @MaxLength(2000)
  after?: string;
}
