import type { LoggerService, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { DataSource } from 'typeorm';

/** How long a change is kept once every consumer with a cursor has passed it (docs/operations.md says so, from here). */
export const CHANGES_KEPT_DAYS = 7;
/** How often each process prunes the log (and once at start). */
const PRUNE_EVERY_MS = 3_600_000;
/** Changes one statement deletes at most: each statement is its own short transaction. */
const BATCH = 1000;

/**
 * Keeps the change log from growing for ever: a change older than CHANGES_KEPT_DAYS that every cursor (the CDN's, the
 * webhooks') has passed is deleted, at start and hourly, a batch per statement. The newest change always stays: the
 * gateways and the replica's freshness compare against it, and ids never go back. Free of Nest's runtime (an ES module),
 * like RetentionService: ChangeLogModule provides it.
 */
export class ChangeLogRetention implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly logger: Pick<LoggerService, 'warn'>,
  ) {}

  /** Deletes what every consumer has passed and is past the period; answers how many. */
  async prune(): Promise<number> {
    let total = 0;
    for (;;) {
      const [, deleted]: [unknown, number] = await this.dataSource.query(
        `DELETE FROM "changes" WHERE "id" IN (
           SELECT "id" FROM "changes"
            WHERE "id" <= (SELECT MIN("position") FROM "change_cursors") AND "id" < (SELECT MAX("id") FROM "changes")
              AND "recordedAt" < now() - make_interval(days => $1)
            ORDER BY "id" LIMIT ${BATCH})`,
        [CHANGES_KEPT_DAYS],
      );
      total += deleted;
      if (deleted < BATCH) return total;
    }
  }

  onApplicationBootstrap(): void {
    const prune = () => this.prune().catch((error: unknown) => this.logger.warn(`The change log could not be pruned: ${(error as Error).message}`));
    void prune();
    this.timer = setInterval(prune, PRUNE_EVERY_MS).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
