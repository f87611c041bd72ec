import { Architecture, ARCHITECTURES, SEARCH_SORTS, SearchSort, WINDOWS_VERSIONS, WindowsVersion } from '@driveratlas/driver-domain';
import { IntersectionType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CursorQueryDto } from '../../../platform/common/page-query.dto';
import { DriverFiltersQueryDto } from '../../drivers/dto/driver-filters-query.dto';
import { LimitQueryDto } from '../../drivers/dto/list-limit.dto';

/** `limit` and `offset` page by position, as the site asks; `after` by cursor, for every sort but relevance. */
export class SearchQueryDto extends IntersectionType(DriverFiltersQueryDto, CursorQueryDto, LimitQueryDto) {
  /**
   * What the visitor typed; empty matches every driver. A Windows version ("windows 11", "win10", "w11") or an
   * architecture ("x64", "64-bit", "x86", "32 bit") named in it is taken as the `os` or `architecture` filter, and a
   * lone "windows" is ignored. Words match however a model number is spaced or hyphenated ("rtx4070", "ax 211").
   * @example "rtx 4070"
   */
  declare q?: string;

  /** Only drivers that run on this Windows version; wins over a version named in `q`. @example "Windows 11" */
  @IsOptional()
  @IsIn(WINDOWS_VERSIONS)
  os?: WindowsVersion;

  /** Only drivers for this architecture (or for both); wins over an architecture named in `q`. @example "64-bit" */
  @IsOptional()
  @IsIn(ARCHITECTURES)
  architecture?: Architecture;

  /** relevance (best match first), name (A-Z), downloads, rating, date (latest release first). @example "relevance" */
  @IsOptional()
  @IsIn(SEARCH_SORTS.map((s) => s.value))
  sort?: SearchSort;

  /** @example 20 */
  declare limit?: number;

  /** Not with `after`. @example 0 */
  @IsOptional()
  @Type(() => Number)
  @IsInt()
  @Min(0)
  @Max(10000)
  offset?: number;
}

export class SuggestionQueryDto {
  /** At least 3 characters. @example "rtx" */
  @IsString()
  @MaxLength(100)
  q: string;
}
