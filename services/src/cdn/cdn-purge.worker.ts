import type { LoggerService } from '@nestjs/common';
import type { DataSource } from 'typeorm';
import { OutboxWorker } from '../common/outbox-worker';
import type { CdnPurger } from './cdn-purgers';

/** Recorded purges one process takes at once: their keys are sent together, in as few requests as the CDN allows. */
const BATCH = 100;
/** How long a process holds the purges it took: past it (the process stopped or died), another takes them. */
const LEASE = '1 minute';
/** The waits after each failed attempt: 1 s, 2 s, 5 s, 10 s, 30 s, then every minute. */
const WAITS_MS = [1000, 2000, 5000, 10_000, 30_000, 60_000];
/**
 * The longest a CDN that honours the public reads' Cache-Control (s-maxage=30, stale-while-revalidate=300) serves an
 * answer fetched before a change: a purge older than this has nothing left to remove, and is given up.
 */
export const CDN_HOLDS_MS = (30 + 300) * 1000;

interface TakenPurge {
  id: number;
  keys: string[];
  recordedAt: Date;
  failures: number;
}

/**
 * Sends the outbox's due purges (purge-outbox.ts) to the CDN from every service process at once, the way the webhooks'
 * DeliveryWorker sends deliveries: each takes a batch with FOR UPDATE SKIP LOCKED and leases it, so no two processes
 * send one purge, and one a stopped process held is sent once its lease ends. A purge the CDN accepted is deleted; a
 * failed one is tried again (WAITS_MS) for as long as the CDN may hold what it purges (CDN_HOLDS_MS), not the webhooks'
 * 24 hours: after that the CDN has let those answers go by itself. Without a CDN (NO_CDN) the purges are simply emptied.
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
    for (let due = await this.take(); due.length && !this.stopping.signal.aborted; due = await this.take()) await this.send(due);
  }

  private async take(): Promise<TakenPurge[]> {
    const [rows]: [TakenPurge[]] = await this.dataSource.query(
      `WITH due AS (SELECT id FROM cdn_purges WHERE "nextAttemptAt" <= now() ORDER BY "nextAttemptAt" LIMIT $1 FOR UPDATE SKIP LOCKED)
       UPDATE cdn_purges p SET "nextAttemptAt" = now() + $2::interval FROM due WHERE p.id = due.id
       RETURNING p.id, p.keys, p."recordedAt", p.failures`,
      [BATCH, LEASE],
    );
    return rows;
  }

  private async send(purges: TakenPurge[]): Promise<void> {
    const ids = purges.map((purge) => purge.id);
    try {
      await this.purger.purge([...new Set(purges.flatMap((purge) => purge.keys))], this.stopping.signal);
    } catch (error) {
      if (this.stopping.signal.aborted) return void (await this.dataSource.query(`UPDATE cdn_purges SET "nextAttemptAt" = now() WHERE id = ANY($1)`, [ids]));
      return this.failed(purges, (error as Error).message);
    }
    await this.dataSource.query(`DELETE FROM cdn_purges WHERE id = ANY($1)`, [ids]);
  }

  /** Schedules each purge's next try, or gives it up once the CDN no longer holds anything it would purge. */
  private async failed(purges: TakenPurge[], reason: string): Promise<void> {
    const now = Date.now();
    const givenUp = purges.filter((purge) => now - new Date(purge.recordedAt).getTime() >= CDN_HOLDS_MS);
    const retried = purges.filter((purge) => !givenUp.includes(purge));
    await this.dataSource.query(
      `UPDATE cdn_purges p SET failures = p.failures + 1, "lastError" = $3, "nextAttemptAt" = now() + w.wait * interval '1 millisecond'
         FROM unnest($1::int[], $2::int[]) AS w(id, wait) WHERE p.id = w.id`,
      [retried.map((purge) => purge.id), retried.map((purge) => WAITS_MS[Math.min(purge.failures, WAITS_MS.length - 1)]), reason.slice(0, 1000)],
    );
    if (givenUp.length) await this.dataSource.query(`DELETE FROM cdn_purges WHERE id = ANY($1)`, [givenUp.map((purge) => purge.id)]);
    const lost = givenUp.length ? `; given up, the CDN holds nothing older: ${[...new Set(givenUp.flatMap((purge) => purge.keys))].join(' ')}` : '';
    this.logger.warn(`The CDN purge failed, to be tried again: ${reason}${lost}`);
  }
}
