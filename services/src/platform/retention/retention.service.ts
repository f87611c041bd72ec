import { RETENTION, type RetentionKind, type RetentionRule } from '@driveratlas/visitor-rules';
import type { LoggerService, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock } from './clock';
import { retainedOptions } from './retained';
import { RetentionRun } from './retention-run.entity';

/** Rows one statement deletes or clears at most: each statement is its own short transaction, so no lock is held long. */
export const RETENTION_BATCH = 1000;
const DAY = 86_400_000;

/**
 * Where each kind of record in the retention table is stored: the table of the entity its context declared @Retained,
 * and the column its period counts from. A kind no entity declares, or two do, is refused at the first purge.
 */
export function retainedStores(dataSource: DataSource): Map<RetentionKind, { table: string; since: string }> {
  const stores = new Map<RetentionKind, { table: string; since: string }>();
  for (const metadata of dataSource.entityMetadatas) {
    const retained = retainedOptions(metadata.target);
    if (!retained) continue;
    if (stores.has(retained.kind)) throw new Error(`Two entities are the store of ${retained.kind}: declare it @Retained on one.`);
    const column = metadata.findColumnWithPropertyName(retained.since);
    if (!column) throw new Error(`${metadata.name} is @Retained since ${retained.since}, which is none of its columns.`);
    stores.set(retained.kind, { table: metadata.tableName, since: column.databaseName });
  }
  const undeclared = RETENTION.filter((rule) => !stores.has(rule.kind)).map((rule) => rule.kind);
  if (undeclared.length) throw new Error(`No entity is declared @Retained as the store of ${undeclared.join(', ')}.`);
  return stores;
}

/**
 * Enforces the retention table (`packages/visitor-rules`) over the entities the contexts declare @Retained: a purge at start
 * and then daily, each kind's run recorded. Free of
 * Nest's (ES module) runtime, so that a test constructs it on its own database connection with a clock it moves;
 * RetentionModule provides it.
 */
export class RetentionService implements OnApplicationBootstrap, OnApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private stores?: Map<RetentionKind, { table: string; since: string }>;

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
    this.stores ??= retainedStores(this.dataSource);
    const { table, since } = this.stores.get(kind)!;
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
