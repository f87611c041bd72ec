import type { UsageDay } from './api';

const DAY_MS = 24 * 60 * 60 * 1000;
const utcDay = (at: Date) => at.toISOString().slice(0, 10);

/** The requests of the last 7 days (UTC), today among them. */
export function requestsThisWeek(usage: readonly UsageDay[], now = new Date()): number {
  const since = utcDay(new Date(now.getTime() - 6 * DAY_MS));
  return usage.filter((d) => d.day >= since).reduce((sum, d) => sum + d.requests, 0);
}

/** Each day's share of the busiest day, in per cent (at least 1 for a day with requests), for its bar. */
export function barWidths(usage: readonly UsageDay[]): number[] {
  const most = Math.max(0, ...usage.map((d) => d.requests));
  return usage.map((d) => (most ? Math.max(1, Math.round((d.requests / most) * 100)) : 0));
}
