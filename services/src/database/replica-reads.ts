import { laterPosition, walPosition } from '@driveratlas/catalog';
import { Logger } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { Pool, type PoolConfig } from 'pg';
import type { DataSource, ReplicationMode } from 'typeorm';
import type { PostgresDriver } from 'typeorm/driver/postgres/PostgresDriver';
import { isUnavailable } from './database-errors';

/** After the replica failed to answer, the public reads go to the primary this long before it is tried again. */
export const REPLICA_RETRY_MS = 1_000;

/** Where the statements of the work being run go: the replica inside publicRead(), else the primary. */
const reading = new AsyncLocalStorage<ReplicationMode>();

/**
 * The read replica (DATABASE_READ_URL) and what it is known to have replayed. Its position only moves forward, so once
 * it was seen at or past a position, reads needing that position go to it without asking again; a read needing a
 * later one asks it (`pg_last_wal_replay_lsn()`, one short statement). A replica that fails is left alone for a second.
 */
class Replica {
  private readonly logger = new Logger('ReplicaReads');
  /** The newest change this process heard of (the primary's position after it): every read must show it. */
  private heard?: string;
  private replayed?: bigint;
  private downUntil = 0;

  constructor(private readonly pool: Pool) {}

  heardOf(position: string | undefined): void {
    this.heard = laterPosition(this.heard, position);
  }

  /** Whether a read that must show `position` (and every change heard) can come from the replica now. */
  async caughtUp(position: string | undefined): Promise<boolean> {
    if (Date.now() < this.downUntil) return false;
    // Before this process has heard the primary's position it cannot tell what the replica must have: the primary reads.
    const needed = walPosition(laterPosition(this.heard, position));
    if (needed === undefined) return false;
    if (this.replayed !== undefined && this.replayed >= needed) return true;
    try {
      const { rows } = await this.pool.query<{ replayed: string | null }>('SELECT pg_last_wal_replay_lsn()::text AS replayed');
      // Null when it is not replaying (not a standby): nothing tells what it has, so it is not read.
      const replayed = walPosition(rows[0]?.replayed ?? undefined);
      if (replayed === undefined) return false;
      if (this.replayed === undefined || replayed > this.replayed) this.replayed = replayed;
      return replayed >= needed;
    } catch (error) {
      this.failed(error);
      return false;
    }
  }

  failed(error: unknown): void {
    if (Date.now() >= this.downUntil) this.logger.warn(`The read replica cannot serve (${(error as Error).message}): public reads go to the primary.`);
    this.downUntil = Date.now() + REPLICA_RETRY_MS;
    // A replica rebuilt while away may be behind where this one was seen.
    this.replayed = undefined;
  }
}

let replica: Replica | undefined;
let database: DataSource | undefined;

/**
 * Sends the public reads of `dataSource` to the read replica at `readUrl` (TypeORM's replication, whose default stays
 * the primary): within publicRead() the queries, query builders and repositories' reads go to it, everything else and
 * every write transaction to the primary. The replica's pool connects on its first use, so the service starts while
 * the replica is down.
 */
export function readsFrom(dataSource: DataSource, readUrl: string | undefined): DataSource {
  if (!readUrl) return dataSource;
  const extra = (dataSource.options as { extra?: PoolConfig }).extra ?? {};
  const pool = new Pool({ ...extra, connectionString: readUrl, application_name: 'driveratlas public reads' });
  pool.on('error', (error) => replica?.failed(error));
  (dataSource.driver as PostgresDriver).slaves.push(pool);
  const createQueryRunner = dataSource.createQueryRunner.bind(dataSource);
  dataSource.createQueryRunner = (mode?: ReplicationMode) => createQueryRunner(mode ?? reading.getStore() ?? 'master');
  dataSource.defaultReplicationModeForReads = () => reading.getStore() ?? 'master';
  replica = new Replica(pool);
  database = dataSource;
  return dataSource;
}

/** The primary's position now (at or past every commit it has answered), once reads may go to a replica. */
export async function primaryPosition(): Promise<string | undefined> {
  if (!database) return undefined;
  const primary = database;
  const [row] = await onPrimary(() => primary.query<{ position: string }[]>('SELECT pg_current_wal_insert_lsn()::text AS position'));
  return row?.position;
}

/** The primary's position after a change this process heard of: no public read from the replica shows less. */
export function heardOfChange(position: string | undefined): void {
  replica?.heardOf(position);
}

/** Whether reads may go to a replica (DATABASE_READ_URL is set). */
export const hasReplica = (): boolean => replica !== undefined;

/**
 * Runs a public read that must show the changes up to `position` (the gateway's newest): on the replica when it has
 * replayed them, else on the primary; a read the replica fails to serve (gone, restarting, a conflict with its
 * recovery) is read again from the primary, so a visitor never sees the replica's trouble.
 */
export async function publicRead<T>(position: string | undefined, work: () => Promise<T>): Promise<T> {
  if (!replica || !(await replica.caughtUp(position))) return work();
  try {
    return await reading.run('slave', work);
  } catch (error) {
    if (!isUnavailable(error)) throw error;
    replica.failed(error);
    return work();
  }
}

/** Runs `work` on the primary, even within a public read (a write transaction). */
export function onPrimary<T>(work: () => T): T {
  return reading.exit(work);
}
