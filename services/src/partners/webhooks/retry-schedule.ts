const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** The waits after each failed attempt: 5 s, 30 s, 2 min, 10 min, 30 min, 1 h, then hourly. */
const WAITS = [5 * SECOND, 30 * SECOND, 2 * MINUTE, 10 * MINUTE, 30 * MINUTE, HOUR];

/** A delivery is tried for this long after its first attempt; an endpoint failing this long is disabled. */
export const TRIED_FOR = 24 * HOUR;

/** When a delivery whose `failures`-th attempt just failed is tried again, in ms from now (WEBHOOK_RETRY_SCALE shortens every wait). */
export const waitAfter = (failures: number, scale: number): number => WAITS[Math.min(failures, WAITS.length) - 1] * scale;

/** How long deliveries are tried for, and an endpoint may fail before it is disabled, scaled like the waits. */
export const triedFor = (scale: number): number => TRIED_FOR * scale;
