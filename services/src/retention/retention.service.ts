import { RETENTION, type RetentionKind, type RetentionRule } from '@driveratlas/catalog';
import type { LoggerService, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from './clock';
import { RetentionRun } from './retention-run.entity';

/** Rows one statement deletes or clears at most: each statement is its own short transaction, so no lock is held long. */
export const RETENTION_BATCH = 1000;
const DAY = 86_400_000;

/** Where each kind of record in the retention table is stored, and the column its period counts from. */
const STORED: Record<RetentionKind, { table: string; since: string }> = {
  'download-records': { table: 'download_records', since: 'downloadedAt' },
  'contact-messages': { table: 'contact_messages', since: 'receivedAt' },
  'privacy-requests': { table: 'privacy_requests', since: 'receivedAt' },
  'consent-records': { table: 'consent_records', since: 'recordedAt' },
  'sign-in-attempts': { table: 'login_attempts', since: 'attemptedAt' },
};

/**
 * Enforces the retention table (`packages/catalog`): a purge at start and then daily, each kind's run recorded. Free of
 * Nest's (ES module) runtime, so that a test constructs it on its own database connection with a clock it moves;
 * RetentionModule provides it.
 */
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly clock: Clock,
    private readonly logger: Pick<LoggerService, 'log' | 'warn'>,
  ) {}

  /** Deletes or clears every record kept past its period, as of the clock's now, and records a run of each kind. */
  async purge(): Promise<RetentionRun[]> {
    const ranAt = this.clock.now();
    const runs: RetentionRun[] = [];
    for (const rule of RETENTION) {
      const affected = await this.purgeKind(rule, ranAt);
      if (affected) this.logger.log(`${rule.label}: ${affected} kept past ${rule.period.amount} ${rule.period.unit} (${rule.end.action})`);
      runs.push(await this.dataSource.getRepository(RetentionRun).save({ kind: rule.kind, affected, ranAt }));
    }
    return runs;
  }

  /** The last run of each kind. */
  lastRuns(): Promise<RetentionRun[]> {
    return this.dataSource.getRepository(RetentionRun).createQueryBuilder('r').distinctOn(['r.kind']).orderBy('r.kind').addOrderBy('r.id', 'DESC').getMany();
  }

  /** One kind's expired records, a batch per statement until a batch comes back short; answers how many. */
  private async purgeKind({ kind, period, end }: RetentionRule, now: Date): Promise<number> {
    const { table, since } = STORED[kind];
    const expired = `"${since}" < $1::timestamptz - $2::interval`;
    let statement: string;
    if (end.action === 'delete') {
      statement = `DELETE FROM "${table}" WHERE id IN (SELECT id FROM "${table}" WHERE ${expired} LIMIT ${RETENTION_BATCH})`;
    } else {
      const fields = Object.keys(end.fields).map((field) => `"${field}"`);
      const held = fields.map((field) => `${field} IS NOT NULL`).join(' OR ');
      statement = `UPDATE "${table}" SET ${fields.map((field) => `${field} = NULL`).join(', ')}
        WHERE id IN (SELECT id FROM "${table}" WHERE ${expired} AND (${held}) LIMIT ${RETENTION_BATCH})`;
    }
    let total = 0;
    for (;;) {
      const [, affected]: [unknown, number] = await this.dataSource.query(statement, [now, `${period.amount} ${period.unit}`]);
      total += affected;
      if (affected < RETENTION_BATCH) return total;
    }
  }

  onApplicationBootstrap(): void {
    const purge = () => this.purge().catch((error: unknown) => this.logger.warn(`The retention purge failed: ${(error as Error).message}`));
    void purge();
    this.timer = setInterval(purge, DAY).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }
}
