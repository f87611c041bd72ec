import { IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CursorQueryDto, PageQueryDto } from '../../../platform/common/page-query.dto';
import { queryBoolean } from '../../../platform/common/paging';
import { RetentionRun } from '../../../platform/retention/retention-run.entity';
import { Driver } from '../driver.entity';
import { DriverFiltersQueryDto } from './driver-filters-query.dto';

export const ADMIN_DRIVER_SORTS = ['downloads', 'name', 'date', 'updated'] as const;
export type AdminDriverSort = (typeof ADMIN_DRIVER_SORTS)[number];

/** The admin table's page: filtered and sorted in the database, never the whole catalogue. */
export class AdminDriverQueryDto extends IntersectionType(PageQueryDto, DriverFiltersQueryDto, CursorQueryDto) {
  /** Only verified (true) or unverified (false) drivers. @example true */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  verified?: boolean;

  /** Only drivers marked latest (true) or not (false). @example true */
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean()
  latest?: boolean;

  /** downloads (most first, the default), name (A-Z), date (latest release first), updated (last changed first). @example "downloads" */
  @IsOptional()
  @IsIn(ADMIN_DRIVER_SORTS)
  sort?: AdminDriverSort;
}

export class AdminDriverPageDto {
  items: Driver[];

  /** Matching drivers, counted up to 10,000 (with words, 1,000). @example 98 */
  total: number;

  /** More match than were counted: narrow the filters to reach the rest. @example false */
  totalCapped: boolean;

  /** @example 1 */
  page: number;

  /** @example 20 */
  pageSize: number;

  /** The cursor of the page after this one (for `after`), null on the last page. @example null */
  nextCursor: string | null;
}

export class AdminOverviewDto {
  /** @example 98 */
  totalDrivers: number;

  /** @example 7 */
  categories: number;

  /** The sum of every driver's download count. @example 31250000 */
  totalDownloads: number;

  /** @example 91 */
  verifiedDrivers: number;

  /** The 5 most downloaded drivers. */
  mostDownloaded: Driver[];

  /** The last run of the retention purge over each kind of record in the retention table. */
  retentionRuns: RetentionRun[];
}
