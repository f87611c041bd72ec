import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import type { DownloadStats } from '../../api/types';

export type ChartDay = { date: string; label: string } & Record<string, number | string>;

const DAY_LABEL = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' });

/** One row per day (oldest first) with each category's recorded downloads, 0 where there were none. */
export function chartDays(stats: DownloadStats): ChartDay[] {
  return stats.byDay.map((day) => ({
    date: day.date,
    label: DAY_LABEL.format(new Date(`${day.date}T00:00:00Z`)),
    ...Object.fromEntries(CATEGORY_NAMES.map((category) => [category, day.byCategory.find((c) => c.category === category)?.recorded ?? 0])),
  }));
}
