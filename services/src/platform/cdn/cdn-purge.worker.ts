import type { LoggerService } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { cursorFailed, type LeasedCursor, leaseCursor, type LoggedChange, moveCursor, releaseCursor } from '../change-log/change-cursors';
import { OutboxWorker } from '../common/outbox-worker';
import type { CdnPurger } from './cdn-purgers';

/** Changes one process purges at once: their keys are sent together, in as few requests as the CDN allows. */
const BATCH = 100;
/** How long a process holds the CDN's cursor while it purges: past it (the process stopped or died), another takes over. */
const LEASE = '1 minute';
/** The waits after each failed attempt: 1 s, 2 s, 5 s, 10 s, 30 s, then every minute. */
const WAITS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
/**
 * The longest a CDN that honours the public reads' Cache-Control (s-maxage=30, stale-while-revalidate=300) serves an
 * answer fetched before a change: a purge older than this has nothing left to remove, and is given up.
 */
export const CDN_HOLDS_MS = (30 + 300) * 1000;

/**
 * Purges at the CDN the keys of each change of the change log, from the CDN's cursor: every service process tries,
 * one at a time holds the cursor (a lease), so no two send one change's purge, and one a stopped process held is sent
 * once its lease ends. The cursor moves past the changes the CDN accepted; a failed purge is tried again (WAITS_MS) for
 * as long as the CDN may hold what it purges (CDN_HOLDS_MS), not the webhooks' 24 hours: after that the CDN has let
 * those answers go by itself. A quiet change (a batch of download counts) has no keys and purges nothing; without a
 * CDN (NO_CDN) the cursor simply moves on.
 */
export class CdnPurgeWorker extends OutboxWorker {
  constructor(
    private readonly dataSource: DataSource,
    private readonly purger: CdnPurger,
    logger: Pick<LoggerService, 'warn'>,
  ) {
    super('CDN purges', logger);
  }

  protected async sendDue(): Promise<void> {
    for (let due = await this.take(); due && !this.stopping.signal.aborted; due = await this.take()) await this.send(due);
  }

  private take(): Promise<LeasedCursor | undefined> {
    return leaseCursor(this.dataSource, 'cdn', LEASE, BATCH);
  }

  private async send({ changes, failures }: LeasedCursor): Promise<void> {
    const keys = [...new Set(changes.flatMap((change) => change.keys))];
    try {
      if (keys.length) await this.purger.purge(keys, this.stopping.signal);
    } catch (error) {
      if (this.stopping.signal.aborted) return releaseCursor(this.dataSource, 'cdn');
      return this.failed(changes, failures, (error as Error).message);
    }
    await moveCursor(this.dataSource, 'cdn', changes.at(-1)!.id);
  }

  /** Schedules the next try, giving up the changes the CDN no longer holds anything of (the oldest, in the log's order). */
  private async failed(changes: LoggedChange[], failures: number, reason: string): Promise<void> {
    const young = changes.findIndex((change) => Date.now() - new Date(change.recordedAt).getTime() < CDN_HOLDS_MS);
    const givenUp = young < 0 ? changes : changes.slice(0, young);
    await cursorFailed(this.dataSource, 'cdn', WAITS_MS[Math.min(failures, WAITS_MS.length - 1)], reason, givenUp.at(-1)?.id);
    const lost = givenUp.length ? `; given up, the CDN holds nothing older: ${[...new Set(givenUp.flatMap((change) => change.keys))].join(' ')}` : '';
    this.logger.warn(`The CDN purge failed, to be tried again: ${reason}${lost}`);
  }
}
