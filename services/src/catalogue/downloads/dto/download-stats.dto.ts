export class DownloadTotalsDto {
  /** Sum of every driver's download count. @example 31250000 */
  driverDownloads: number;

  /** Sum of every printer catalogue model's download count. @example 420 */
  printerModelDownloads: number;

  /** Download actions recorded by this service (each also counted above). @example 1530 */
  recorded: number;

  /** Recorded in the last 30 days. @example 310 */
  recordedLast30Days: number;
}

export class CategoryDownloadsDto {
  /** @example "Graphics Cards" */
  category: string;

  /** Sum of the download counts of the category's drivers. @example 9800000 */
  downloads: number;

  /** Download actions recorded for the category. @example 120 */
  recorded: number;
}

export class CategoryDayDto {
  /** @example "Graphics Cards" */
  category: string;

  /** @example 12 */
  recorded: number;
}

export class DailyDownloadsDto {
  /** UTC day. @example "2026-11-21" */
  date: string;

  /** @example 42 */
  recorded: number;

  /** The day's recorded downloads per category; categories without any are left out. */
  byCategory: CategoryDayDto[];
}

export class DownloadStatsDto {
  totals: DownloadTotalsDto;

  /** Every category, in site order, with printer catalogue downloads counted under Printers. */
  byCategory: CategoryDownloadsDto[];

  /** The last 30 days, oldest first, days without downloads included. */
  byDay: DailyDownloadsDto[];
}
