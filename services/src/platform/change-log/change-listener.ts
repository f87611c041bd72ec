import { Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { ServiceConfig } from '../../config';
import { CHANGES_CHANNEL } from './recording';

/** Waits before listening again after the connection was lost: doubled each time, up to the last. */
const RETRY_MS = [250, 500, 1000, 2000, 5000, 10000];

/** What the listener knows of the log: whether it hears every change now, the newest change, and the primary's position past it. */
export interface ChangeLogState {
  /** False while the listening connection is lost: a change may be missed meanwhile. */
  hearing: boolean;
  /** The id of the newest change in the log (as text: a bigint), when hearing. */
  newest?: string;
  /**
   * The primary's WAL position (`pg_current_wal_insert_lsn()`) read once the change was seen committed, so at or past
   * its commit: a replica that has replayed it shows the change.
   */
  position?: string;
}

type ListenerConfig = Pick<ServiceConfig, 'databaseUrl' | 'databaseListenUrl' | 'databaseConnectTimeoutMs'>;

/**
 * The one connection of this process that LISTENs for the change log's announcements (CHANGES_CHANNEL, sent by
 * record_changes as each write commits). A notice only wakes it: it reads the log's newest id and the primary's position
 * and tells its subscribers (the gateways' stream, the CDN's purges, the webhooks, the replica's freshness), each of
 * which reads the log itself from where it stands. While the connection is lost it says it is not hearing, and listens
 * again after 0.25 s, doubling to 10 s.
 */
export class ChangeListener implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('ChangeLog');
  private readonly subscribers = new Set<(state: ChangeLogState) => void>();
  private client?: Client;
  private state: ChangeLogState = { hearing: false };
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(private readonly config: ListenerConfig) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }

  /** What is known now. */
  get current(): ChangeLogState {
    return this.state;
  }

  /** Tells `subscriber` of each new change heard and each change of hearing; answers how to stop. */
  subscribe(subscriber: (state: ChangeLogState) => void): () => void {
    this.subscribers.add(subscriber);
    return () => this.subscribers.delete(subscriber);
  }

  private publish(state: ChangeLogState): void {
    this.state = state;
    for (const subscriber of this.subscribers) subscriber(state);
  }

  /** The log's newest change and the primary's position, asked on the listening connection (after the notice: past the commit). */
  private async newest(client: Client): Promise<Required<Omit<ChangeLogState, 'hearing'>>> {
    const { rows } = await client.query<{ newest: string | null; position: string }>(
      `SELECT (SELECT MAX("id") FROM "changes")::text AS newest, pg_current_wal_insert_lsn()::text AS position`,
    );
    return { newest: rows[0].newest ?? '0', position: rows[0].position };
  }

  /** A notice: tells the subscribers when the log has a newer change (a connection lost meanwhile is reported by lost()). */
  private async woken(client: Client): Promise<void> {
    const found = await this.newest(client).catch(() => undefined);
    if (!found || this.client !== client || !this.state.hearing || found.newest === this.state.newest) return;
    this.publish({ hearing: true, ...found });
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseListenUrl ?? this.config.databaseUrl,
      connectionTimeoutMillis: this.config.databaseConnectTimeoutMs,
      // A connection cut without a word (a NAT or firewall dropping it) is noticed in minutes, not after the system default of two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'driveratlas change listener',
    });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      void client.end().catch(() => undefined);
      this.lost(client, error);
    };
    client.on('error', onLost);
    client.on('end', () => onLost());
    client.on('notification', () => void this.woken(client));
    let found: Awaited<ReturnType<ChangeListener['newest']>>;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Where the log and the primary stood when listening began: every change before is in the log, and in a replica past it.
      found = await this.newest(client);
    } catch (error) {
      return onLost(error as Error);
    }
    if (this.stopped) return void client.end().catch(() => undefined);
    this.client = client;
    if (this.failures) this.logger.warn('Listening for changes again.');
    this.failures = 0;
    this.publish({ hearing: true, ...found });
  }

  private lost(client: Client, error?: Error): void {
    if (this.client === client) this.client = undefined;
    if (this.state.hearing || this.failures === 0) this.publish({ hearing: false });
    if (this.stopped) return;
    if (this.failures === 0)
      this.logger.warn(`Not listening for changes (${error?.message ?? 'connection ended'}): the gateways keep no public read until it listens again.`);
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.listen(), wait);
    this.retry.unref();
  }
}
