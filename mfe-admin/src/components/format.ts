const DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const DATE_TIME = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
const NUMBER = new Intl.NumberFormat('en-US');
const DAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** "Nov 24, 2026" in the operator's time zone. */
export const formatDate = (iso: string) => DATE.format(new Date(iso));
/** "Nov 24, 2026, 11:47 AM" in the operator's time zone. */
export const formatDateTime = (iso: string) => DATE_TIME.format(new Date(iso));
/** A calendar day "2025-06-18" (no time, so no time zone): "Jun 18, 2025". */
export const formatDay = (day: string) => DAY.format(new Date(`${day}T00:00:00Z`));
/** "1,250,000" */
export const formatNumber = (n: number) => NUMBER.format(n);
