import { CATEGORY_NAMES } from '@driveratlas/catalog';
import { Transform } from 'class-transformer';
import { IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { PageQueryDto } from '../../common/page-query.dto';
import { queryBoolean } from '../../common/paging';
import { RetentionRun } from '../../retention/retention-run.entity';
import { Driver } from '../driver.entity';

export const ADMIN_DRIVER_SORTS = ['downloads', 'name', 'date', 'updated'] as const;
export type AdminDriverSort = (typeof ADMIN_DRIVER_SORTS)[number];

/** The admin table's page: filtered and sorted in the database, never the whole catalogue. */
export class AdminDriverQueryDto extends PageQueryDto {
  /** Words each found in the name, description, manufacturer or category. @example "rtx 4070" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;

  /** Exact category name. @example "Graphics Cards" */
  @IsOptional()
  @IsIn(CATEGORY_NAMES)
  category?: string;

  /** Manufacturer name or filter value, any case. @example "nvidia" */
  @IsOptional()
  @IsString()
  @MaxLength(100)
  manufacturer?: string;

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
