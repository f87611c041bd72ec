/** What the driver page and My PC say of a driver its maker no longer updates, and of a version its maker withdrew. */

import { MONTH_NAMES } from './release-date';

/** "2024-09-30" as "September 30, 2024", written out by hand so the server and every browser say the same. */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return MONTH_NAMES[month - 1] ? `${MONTH_NAMES[month - 1]} ${date}, ${year}` : day;
}

/**
 * A driver whose maker no longer updates it: "NVIDIA no longer updates this driver: no newer driver will come; last
 * version 474.89.", with the day support ended where the maker gives it.
 */
export function supportEndedText(driver: { manufacturer: string; version: string; supportEndedOn: string | null }): string {
  const ended = driver.supportEndedOn ? ` Support ended on ${dayText(driver.supportEndedOn)}.` : '';
  return `${driver.manufacturer} no longer updates this driver: no newer driver will come; last version ${driver.version}.${ended}`;
}

/** A version its maker withdrew: "NVIDIA withdrew version 560.70: <reason> The last good version is 560.81." */
export function withdrawnText(manufacturer: string, withdrawn: { version: string; reason: string; lastGoodVersion: string | null }): string {
  const reason = /[.!?]$/.test(withdrawn.reason.trim()) ? withdrawn.reason.trim() : `${withdrawn.reason.trim()}.`;
  const good = withdrawn.lastGoodVersion ? ` The last good version is ${withdrawn.lastGoodVersion}.` : '';
  return `${manufacturer} withdrew version ${withdrawn.version}: ${reason}${good}`;
}
