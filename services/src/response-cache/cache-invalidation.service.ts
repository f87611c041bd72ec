import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { CACHE_SOURCES, CacheSource, ResponseCache } from './response-cache';

/** The PostgreSQL channel on which every write to a table public reads come from is announced (its payload: the table). */
export const CACHE_CHANNEL = 'driveratlas_cache';
/** Set for the transaction that adds downloads to the counters, whose changes are announced apart. */
const COUNTING_DOWNLOAD = 'driveratlas.counting_download';
const DOWNLOAD_COUNT: CacheSource = 'downloadCount';
/** Waits before listening again after the connection was lost: doubled each time, up to the last. */
const RETRY_MS = [250, 500, 1000, 2000, 5000, 10000];

/** Marks the transaction that adds downloads to the counters, so that the triggers leave its changes to announceDownloadCounts(). */
export async function markAsDownloadCount(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT set_config('${COUNTING_DOWNLOAD}', 'on', true)`);
}

/** Announces to every replica, when the transaction commits, that download counters changed in it. */
export async function announceDownloadCounts(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [CACHE_CHANNEL, DOWNLOAD_COUNT]);
}

/**
 * Keeps every replica's response cache in step with the database they share. Each write to a table public reads
 * come from is announced by a trigger (migration PublicReadInvalidation) with NOTIFY on CACHE_CHANNEL when it commits;
 * each replica LISTENs on a connection of its own and drops the answers made from that table. Download counters change
 * in batches (DownloadCounter), each announced once, as the counts alone (announceDownloadCounts). While the connection
 * is lost, a notice may be missed: the cache is emptied and bypassed until this replica listens again.
 */
@Injectable()
export class CacheInvalidation implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('ResponseCache');
  private listener?: Client;
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly cache: ResponseCache,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'databaseUrl' | 'databaseConnectTimeoutMs'>,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.cache.maxBytes > 0) await this.listen();
  }

  /** An admin write succeeded on this replica: its next read must not wait for the notice to come back. */
  writtenHere(): void {
    this.cache.invalidate();
  }

  beforeApplicationShutdown(): void {
    // The gateway's stream of changes ends, so the HTTP server can close once the requests under way are answered.
    this.cache.stop();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private async listen(): Promise<void> {
    const client = new Client({
      connectionString: this.config.databaseUrl,
      connectionTimeoutMillis: this.config.databaseConnectTimeoutMs,
      // A connection cut without a word (a NAT or firewall dropping it) is noticed in minutes, not after the system default of two hours.
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      application_name: 'driveratlas cache listener',
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
    client.on('notification', ({ payload }) => this.cache.invalidate(sourcesOf(payload)));
    try {
      await client.connect();
      await client.query(`LISTEN ${CACHE_CHANNEL}`);
    } catch (error) {
      return onLost(error as Error);
    }
    if (this.stopped) return void client.end().catch(() => undefined);
    this.listener = client;
    if (this.failures) this.logger.warn('Listening for writes again: public reads are served from memory again.');
    this.failures = 0;
    this.cache.setListening(true);
  }

  private lost(client: Client, error?: Error): void {
    if (this.listener === client) this.listener = undefined;
    this.cache.setListening(false);
    if (this.stopped) return;
    if (this.failures === 0) {
      this.logger.warn(`Not listening for writes (${error?.message ?? 'connection ended'}): public reads come from the database until it listens again.`);
    }
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.listen(), wait);
    this.retry.unref();
  }
}

/** The sources a notice names: a table, or the download counters; anything unknown drops every answer. */
function sourcesOf(payload: string | undefined): CacheSource[] | undefined {
  return CACHE_SOURCES.includes(payload as CacheSource) ? [payload as CacheSource] : undefined;
}
