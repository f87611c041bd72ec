import { BeforeApplicationShutdown, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { recordingTransaction, recordRows } from '../../platform/change-log/recording';
import { MAX_INTEGER } from '../../platform/common/parse-id.pipe';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { Driver } from '../drivers/driver.entity';
import { PrinterModel } from '../printers/printer-model.entity';

/** Adds to `table`'s counters the pending downloads of `column`; a counter at the top of the integer range stays there. */
const addTo = (table: string, column: string) => `
  UPDATE ${table} t SET "downloadCount" = LEAST(t."downloadCount"::bigint + p.n, ${MAX_INTEGER})
    FROM (SELECT "${column}" AS id, COUNT(*) AS n FROM taken WHERE "${column}" IS NOT NULL GROUP BY 1) p
   WHERE t.id = p.id`;

/**
 * Takes every pending download into its counter, in one statement: a pending row another replica's batch took first
 * is skipped once that batch commits, so each download is counted once.
 */
const COUNT_PENDING = `
  WITH taken AS (DELETE FROM pending_downloads RETURNING "driverId", "printerModelId"),
       drivers_counted AS (${addTo('drivers', 'driverId')}),
       models_counted AS (${addTo('printer_models', 'printerModelId')})
  SELECT COUNT("driverId")::int AS drivers, COUNT("printerModelId")::int AS models FROM taken`;

/**
 * Keeps the download counters: a download inserts a pending row (DownloadsService), and a batch adds the pending rows
 * to the counters, at once when no batch ran in the last DOWNLOAD_COUNT_DELAY_MS, else at the end of that time, so a
 * crowd updates each counter row once per batch instead of once per download. Each batch is one quiet change of the
 * change log (the gateways' copies are emptied; the CDN purges nothing, partners hear nothing). The last batch runs when the service stops; what a crashed process left is counted by the next
 * batch of any process, and at start.
 */
@Injectable()
export class DownloadCounter implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly logger = new Logger('DownloadCounter');
  private next?: NodeJS.Timeout;
  private lastBatch = 0;
  private batch: Promise<void> = Promise.resolve();

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'downloadCountDelayMs'>,
  ) {}

  onApplicationBootstrap(): void {
    void this.recorded();
  }

  async beforeApplicationShutdown(): Promise<void> {
    await (this.next ? this.countNow() : this.batch);
  }

  /**
   * A download was recorded. When no batch ran in the last DOWNLOAD_COUNT_DELAY_MS it is counted at once: the promise
   * resolves true once its batch has committed and been announced, so the download's answer comes after its count
   * and the visitor's next read shows it. Else a batch counts it within that time (false at once).
   */
  recorded(): Promise<boolean> {
    if (this.next) return Promise.resolve(false);
    const wait = Math.max(0, this.lastBatch + this.config.downloadCountDelayMs - Date.now());
    if (wait === 0) return this.countNow();
    this.next = setTimeout(() => void this.countNow(), wait);
    this.next.unref();
    return Promise.resolve(false);
  }

  private countNow(): Promise<boolean> {
    clearTimeout(this.next);
    this.next = undefined;
    this.lastBatch = Date.now();
    const batch = this.batch.then(() => this.countPending());
    this.batch = batch.then(() => undefined);
    return batch;
  }

  /** Adds the pending downloads to their counters; true when it counted some (and logged them). */
  private async countPending(): Promise<boolean> {
    try {
      return await recordingTransaction(this.db, async (manager) => {
        const [{ drivers, models }] = await manager.query<Array<{ drivers: number; models: number }>>(COUNT_PENDING);
        if (drivers > 0) recordRows(manager, Driver, 'update', [], ['downloadCount']);
        if (models > 0) recordRows(manager, PrinterModel, 'update', [], ['downloadCount']);
        return drivers + models > 0;
      });
    } catch (error) {
      // The pending rows stay: the next batch counts them.
      this.logger.warn(`Pending downloads could not be counted, tried again in ${this.config.downloadCountDelayMs} ms: ${(error as Error).message}`);
      void this.recorded();
      return false;
    }
  }
}
