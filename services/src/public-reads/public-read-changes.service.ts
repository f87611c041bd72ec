import { PublicReadChange } from '@driveratlas/catalog';
import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import type { Response } from 'express';
import { Client } from 'pg';
import type { EntityManager } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { heardOfChange } from '../database/replica-reads';

/** The PostgreSQL channel on which every write to a table public reads come from is announced (its payload: the table). */
export const CHANGES_CHANNEL = 'driveratlas_cache';
/** Set for the transaction that adds downloads to the counters, whose changes are announced apart. */
const COUNTING_DOWNLOAD = 'driveratlas.counting_download';
/** Waits before listening again after the connection was lost: doubled each time, up to the last. */
const RETRY_MS = [250, 500, 1000, 2000, 5000, 10000];
/** How often an open stream of changes carries a comment, so that nothing between closes it as idle. */
const HEARTBEAT_MS = 15_000;

/** Marks the transaction that adds downloads to the counters, so that the triggers leave its changes to announceDownloadCounts(). */
export async function markAsDownloadCount(manager: EntityManager): Promise<void> {
  await manager.query(`SELECT set_config('${COUNTING_DOWNLOAD}', 'on', true)`);
}

/** Announces, when the transaction commits, that download counters changed in it. */
export async function announceDownloadCounts(manager: EntityManager): Promise<void> {
  await manager.query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, 'downloadCount']);
}

/**
 * What the gateway needs to keep public reads in memory and never serve one older than a write: the database's own
 * notices of change, passed on as a stream. Each write to a table public reads come from is announced by a trigger
 * (migration PublicReadInvalidation) with NOTIFY on CHANGES_CHANNEL when it commits, whoever wrote it (the API on any
 * replica, the operator's SQL, a bulk load); download counters change in batches, each announced once
 * (announceDownloadCounts). This process LISTENs on a connection of its own and tells every open stream of each
 * notice. While that connection is lost a notice may be missed, so the streams say that nothing may be kept
 * (`serving: false`) until it listens again; when the process stops, they end.
 */
@Injectable()
export class PublicReadChanges implements OnApplicationBootstrap, BeforeApplicationShutdown, OnApplicationShutdown {
  private readonly logger = new Logger('PublicReadChanges');
  private readonly streams = new Set<Response>();
  private listener?: Client;
  private hearing = false;
  /** The primary's position after the newest change heard (or when listening began): every message carries it. */
  private position?: string;
  private failures = 0;
  private retry?: NodeJS.Timeout;
  private stopped = false;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'databaseUrl' | 'databaseListenUrl' | 'databaseConnectTimeoutMs'>) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.listen();
  }

  /** Streams the changes as server-sent events: whether answers may be kept now, then a message at each change. */
  stream(res: Response): void {
    res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
    this.send(res);
    if (this.stopped) return void res.end();
    this.streams.add(res);
    const heartbeat = setInterval(() => res.write(':\n\n'), HEARTBEAT_MS);
    heartbeat.unref();
    res.once('close', () => {
      this.streams.delete(res);
      clearInterval(heartbeat);
    });
  }

  beforeApplicationShutdown(): void {
    // The streams end, so the HTTP server can close once the requests under way are answered.
    this.stopped = true;
    this.hearing = false;
    for (const res of this.streams) {
      this.send(res);
      res.end();
    }
    this.streams.clear();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.retry);
    const listener = this.listener;
    this.listener = undefined;
    await listener?.end().catch(() => undefined);
  }

  private send(res: Response): void {
    const serving = this.hearing && !this.stopped;
    res.write(`data: ${JSON.stringify({ serving, ...(serving && { position: this.position }) } satisfies PublicReadChange)}\n\n`);
  }

  private changed(hearing: boolean, position?: string): void {
    this.hearing = hearing && !this.stopped;
    if (position) {
      this.position = position;
      heardOfChange(position);
    }
    for (const res of this.streams) this.send(res);
  }

  /**
   * The primary's position now, asked on the listening connection once a notice has arrived, so past the commit it
   * announces (PostgreSQL sends notices after the commit record): a replica that has replayed it shows the change.
   */
  private async positionNow(client: Client): Promise<string> {
    const { rows } = await client.query<{ position: string }>('SELECT pg_current_wal_insert_lsn()::text AS position');
    return rows[0].position;
  }

  /** Tells the streams of a change, with the position that shows it; a connection lost meanwhile is reported by onLost. */
  private async announce(client: Client): Promise<void> {
    const position = await this.positionNow(client).catch(() => undefined);
    if (position && this.listener === client) this.changed(true, position);
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
    client.on('notification', () => void this.announce(client));
    let position: string;
    try {
      await client.connect();
      await client.query(`LISTEN ${CHANGES_CHANNEL}`);
      // Where the primary stood when listening began: a read from a replica shows at least every write before it.
      position = await this.positionNow(client);
    } catch (error) {
      return onLost(error as Error);
    }
    if (this.stopped) return void client.end().catch(() => undefined);
    this.listener = client;
    if (this.failures) this.logger.warn('Listening for writes again: the gateway keeps public reads again.');
    this.failures = 0;
    this.changed(true, position);
  }

  private lost(client: Client, error?: Error): void {
    if (this.listener === client) this.listener = undefined;
    this.changed(false);
    if (this.stopped) return;
    if (this.failures === 0) {
      this.logger.warn(`Not listening for writes (${error?.message ?? 'connection ended'}): the gateway keeps no public read until it listens again.`);
    }
    const wait = RETRY_MS[Math.min(this.failures, RETRY_MS.length - 1)];
    this.failures++;
    this.retry = setTimeout(() => void this.listen(), wait);
    this.retry.unref();
  }
}
