import { laterPosition, walPosition } from '@driveratlas/site-contracts';
import { Logger, type OnApplicationShutdown } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import { DataSource, type DataSourceOptions, type EntityManager, type ObjectLiteral, type Repository } from 'typeorm';
import { isUnavailable } from './database-errors';

/** After the replica failed to answer, the public reads go to the primary this long before it is tried again. */
export const REPLICA_RETRY_MS = 1_000;

/**
 * The public reads' read replica (DATABASE_READ_URL): a second DataSource, connected when a read first needs it, so the
 * service starts while the replica is down. A public read (read()) goes to it only when it has replayed the position
 * the reader must see and every change this process heard of, else to the primary: the replica's position only moves
 * forward, so once seen past a position it is not asked again for it; a later one costs one short statement
 * (`pg_last_wal_replay_lsn()`). A read the replica fails to serve (gone, restarting, a conflict with its recovery) is
 * made again on the primary, and the replica left alone for a second. The code a public read calls reads through
 * from(): the replica's manager within a read sent to it, else the primary's it is given. Writes, transactions and
 * everything else stay on the primary's DataSource.
 */
export class ReplicaReads implements OnApplicationShutdown {
  private readonly logger = new Logger('ReplicaReads');
  /** The replica's manager, within a public read sent to it. */
  private readonly reading = new AsyncLocalStorage<EntityManager>();
  /** The newest change this process heard of (the primary's position after it): every read must show it. */
  private requiredPosition?: string;
  private replayed?: bigint;
  private downUntil = 0;
  private replica?: DataSource;
  private connecting?: Promise<DataSource | undefined>;
  private stopped = false;

  constructor(
    private readonly primary: DataSource,
    /** The replica's DataSource options; none without DATABASE_READ_URL, and every read goes to the primary. */
    private readonly replicaOptions: DataSourceOptions | undefined,
  ) {}

  /** Whether reads may go to a replica (DATABASE_READ_URL is set). */
  get enabled(): boolean {
    return this.replicaOptions !== undefined;
  }

  /** The primary's position after a change this process heard of: no public read from the replica shows less. */
  requirePosition(position: string | undefined): void {
    this.requiredPosition = laterPosition(this.requiredPosition, position);
  }

  /** What the code a public read calls reads with: the replica's repository or manager within a read sent to it, else the primary's given. */
  from<T extends ObjectLiteral>(primary: Repository<T>): Repository<T>;
  from(primary: DataSource | EntityManager): EntityManager;
  from<T extends ObjectLiteral>(primary: Repository<T> | DataSource | EntityManager): Repository<T> | EntityManager {
    const replica = this.reading.getStore();
    if ('target' in primary && 'metadata' in primary) return replica ? replica.getRepository<T>(primary.target) : primary;
    return replica ?? (primary instanceof DataSource ? primary.manager : primary);
  }

  /** The primary's position now (at or past every commit it has answered), once reads may go to a replica. */
  async primaryPosition(): Promise<string | undefined> {
    if (!this.enabled) return undefined;
    const [row] = await this.primary.query<Array<{ position: string }>>('SELECT pg_current_wal_insert_lsn()::text AS position');
    return row?.position;
  }

  /** Runs a public read that must show the changes up to `position` (the gateway's newest): on the replica when it has them, else on the primary. */
  async read<T>(position: string | undefined, work: () => Promise<T>): Promise<T> {
    const replica = await this.caughtUp(position);
    if (!replica) return work();
    try {
      return await this.reading.run(replica.manager, work);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      this.failed(error);
      return work();
    }
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    await this.connecting;
    if (this.replica?.isInitialized) await this.replica.destroy().catch(() => undefined);
  }

  /** The replica when it can serve a read that must show `position` now; else undefined (the primary reads). */
  private async caughtUp(position: string | undefined): Promise<DataSource | undefined> {
    if (!this.enabled || Date.now() < this.downUntil) return undefined;
    // Before this process has heard the primary's position it cannot tell what the replica must have: the primary reads.
    const needed = walPosition(laterPosition(this.requiredPosition, position));
    if (needed === undefined) return undefined;
    const replica = await this.connected();
    if (!replica) return undefined;
    if (this.replayed !== undefined && this.replayed >= needed) return replica;
    try {
      const [row] = await replica.query<Array<{ replayed: string | null }>>('SELECT pg_last_wal_replay_lsn()::text AS replayed');
      // Null when it is not replaying (not a standby): nothing tells what it has, so it is not read.
      const replayed = walPosition(row?.replayed ?? undefined);
      if (replayed === undefined) return undefined;
      if (this.replayed === undefined || replayed > this.replayed) this.replayed = replayed;
      return replayed >= needed ? replica : undefined;
    } catch (error) {
      this.failed(error);
      return undefined;
    }
  }

  /** The replica's DataSource, connected on first use (and again after it could not be); undefined while it cannot be. */
  private connected(): Promise<DataSource | undefined> {
    if (this.replica?.isInitialized || this.stopped) return Promise.resolve(this.stopped ? undefined : this.replica);
    this.connecting ??= new DataSource(this.replicaOptions!)
      .initialize()
      .then(
        (replica) => (this.replica = replica),
        (error: unknown) => {
          this.failed(error);
          return undefined;
        },
      )
      .finally(() => (this.connecting = undefined));
    return this.connecting;
  }

  private failed(error: unknown): void {
    if (Date.now() >= this.downUntil) this.logger.warn(`The read replica cannot serve (${(error as Error).message}): public reads go to the primary.`);
    this.downUntil = Date.now() + REPLICA_RETRY_MS;
    // A replica rebuilt while away may be behind where this one was seen.
    this.replayed = undefined;
  }
}
