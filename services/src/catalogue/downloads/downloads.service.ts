import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { DataSource } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { MAX_INTEGER } from '../../platform/common/parse-id.pipe';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Write, writer } from '../../platform/database/write-transaction';
import { ManufacturersService } from '../manufacturers/manufacturers.service';
import { PrinterModel } from '../printers/printer-model.entity';
import { currentRequest } from '../../platform/common/request-context';
import { DownloadCounter } from './download-counter.service';
import { DownloadRequestDto } from './dto/download-request.dto';
import { DownloadResponseDto, InstallationGuideResponseDto } from './dto/download-response.dto';
import { DownloadStatsDto } from './dto/download-stats.dto';
import { DISCLAIMER, installationGuideFor } from './installation-guides';

export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

/** What a download is of: a printer catalogue model or a driver (their ids never collide). */
type Target = { model: PrinterModel; driver?: undefined } | { model?: undefined; driver: Driver };

const STATS_DAYS = 30;

@Injectable()
export class DownloadsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly manufacturers: ManufacturersService,
    private readonly counter: DownloadCounter,
    private readonly replica: ReplicaReads,
  ) {}

  /**
   * Records one download of a driver or of a printer catalogue model and answers its count, this one included. What the
   * answer needs is read first; the download is then one insert, which a crowd on one driver does not queue on: its
   * counter follows within DOWNLOAD_COUNT_DELAY_MS (DownloadCounter), as public reads show it.
   */
  async record(id: number, request: DownloadRequestDto, origin: RequestOrigin): Promise<DownloadResponseDto> {
    const target = await this.find(id);
    const officialUrl = await this.officialPageOf(target);
    const downloadCount = await this.insert(id, target, request, origin);
    const guide = { installationGuide: installationGuideFor(target.model ? 'Printers' : target.driver.category), disclaimer: DISCLAIMER };
    return target.model ? { ...guide, officialUrl, downloadCount, printerModelId: id } : { ...guide, officialUrl, downloadCount, driverId: id };
  }

  /**
   * Get Driver as a link: records one download as record() does and answers the official page to send the visitor
   * to; 404, recording nothing, when none is known.
   */
  async recordLink(id: number, origin: RequestOrigin): Promise<string> {
    const { target, page } = await this.linkOf(id);
    await this.insert(id, target, {}, origin);
    return page;
  }

  /** The official page Get Driver as a link sends the visitor to, as recordLink() answers it, recording nothing; or 404. */
  async link(id: number): Promise<string> {
    return (await this.linkOf(id)).page;
  }

  private async linkOf(id: number): Promise<{ target: Target; page: string }> {
    const target = await this.find(id);
    const page = await this.officialPageOf(target);
    if (!page) throw new NotFoundException(`No official page is known for ${target.model ? 'printer model' : 'driver'} ${id}.`);
    return { target, page };
  }

  /** The installation guide and the official page of a driver or printer model, as a download answers them, counting nothing. */
  async guide(id: number): Promise<InstallationGuideResponseDto> {
    const target = await this.find(id);
    const installationGuide = installationGuideFor(target.model ? 'Printers' : target.driver.category);
    return { installationGuide, disclaimer: DISCLAIMER, officialUrl: await this.officialPageOf(target) };
  }

  /** The driver or the printer catalogue model an id names (their ids never collide), or 404. Drivers, downloaded most, first. */
  private async find(id: number): Promise<Target> {
    const reads = this.replica.from(this.db);
    const driver = await reads.getRepository(Driver).findOneBy({ id });
    if (driver) return { driver };
    const model = await reads.getRepository(PrinterModel).findOneBy({ id });
    if (model) return { model };
    throw new NotFoundException(`No driver or printer model has id ${id}.`);
  }

  private officialPageOf({ model, driver }: Target): Promise<string | null> {
    return model
      ? this.manufacturers.officialPage(model.brand, [model.officialUrl])
      : this.manufacturers.officialPage(driver!.manufacturer, [driver!.officialUrl, driver!.downloadUrl]);
  }

  /** The totals count every download recorded, those still pending for their counters included. */
  async stats(): Promise<DownloadStatsDto> {
    const [totals] = await this.db.query(
      `SELECT
         ((SELECT COALESCE(SUM("downloadCount"), 0) FROM drivers)
           + (SELECT COUNT(*) FROM pending_downloads p JOIN drivers x ON x.id = p."driverId"))::bigint AS "driverDownloads",
         ((SELECT COALESCE(SUM("downloadCount"), 0) FROM printer_models)
           + (SELECT COUNT(*) FROM pending_downloads p JOIN printer_models x ON x.id = p."printerModelId"))::bigint AS "printerModelDownloads",
         (SELECT COUNT(*) FROM download_records)::bigint AS "recorded",
         (SELECT COUNT(*) FROM download_records WHERE "downloadedAt" >= now() - interval '${STATS_DAYS} days')::bigint AS "recordedLast30Days"`,
    );
    const categories: Array<{ category: string; downloads: string; recorded: string }> = await this.db.query(
      `SELECT d.category,
              (COALESCE(SUM(d."downloadCount"), 0)
                + (SELECT COUNT(*) FROM pending_downloads p JOIN drivers x ON x.id = p."driverId" WHERE x.category = d.category))::bigint AS downloads,
              (SELECT COUNT(*) FROM download_records r JOIN drivers x ON x.id = r."driverId" WHERE x.category = d.category)::bigint AS recorded
         FROM drivers d GROUP BY d.category`,
    );
    const days: Array<{ date: string; category: string | null; recorded: string }> = await this.db.query(
      `SELECT to_char(day, 'YYYY-MM-DD') AS date,
              COALESCE(x.category, CASE WHEN r."printerModelId" IS NOT NULL THEN 'Printers' END) AS category,
              COUNT(r.id)::bigint AS recorded
         FROM generate_series((now() AT TIME ZONE 'UTC')::date - ${STATS_DAYS - 1}, (now() AT TIME ZONE 'UTC')::date, interval '1 day') AS day
         LEFT JOIN download_records r ON (r."downloadedAt" AT TIME ZONE 'UTC')::date = day::date
         LEFT JOIN drivers x ON x.id = r."driverId"
        GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const printerRecords = Number((await this.db.query(`SELECT COUNT(*)::bigint AS n FROM download_records WHERE "printerModelId" IS NOT NULL`))[0].n);
    const names = [...CATEGORY_NAMES, ...categories.map((c) => c.category).filter((c) => !CATEGORY_NAMES.includes(c as never))];
    return {
      totals: {
        driverDownloads: Number(totals.driverDownloads),
        printerModelDownloads: Number(totals.printerModelDownloads),
        recorded: Number(totals.recorded),
        recordedLast30Days: Number(totals.recordedLast30Days),
      },
      byCategory: names.map((category) => {
        const row = categories.find((c) => c.category === category);
        const printers = category === 'Printers';
        return {
          category,
          downloads: Number(row?.downloads ?? 0) + (printers ? Number(totals.printerModelDownloads) : 0),
          recorded: Number(row?.recorded ?? 0) + (printers ? printerRecords : 0),
        };
      }),
      byDay: [...new Set(days.map((d) => d.date))].map((date) => {
        const rows = days.filter((d) => d.date === date);
        return {
          date,
          // Downloads of drivers deleted since count in the day's total, under no category.
          recorded: rows.reduce((sum, d) => sum + Number(d.recorded), 0),
          byCategory: rows.filter((d) => d.category).map((d) => ({ category: d.category!, recorded: Number(d.recorded) })),
        };
      }),
    };
  }

  /**
   * Inserts the download's record and its pending count in one statement, in a write transaction (its deadline, the
   * idempotency key), and answers the target's count with it: its counter plus its pending downloads, read in the
   * statement's one snapshot, so a batch counting them meanwhile is seen whole or not at all. 404 for a target deleted
   * since it was read.
   */
  private async insert(id: number, target: Target, request: DownloadRequestDto, origin: RequestOrigin): Promise<number> {
    const downloadCount = await this.insertCounted(id, target, request, origin);
    if (await this.counter.recorded()) currentRequest()?.changedPublicReads();
    return downloadCount;
  }

  @Write()
  private async insertCounted(id: number, target: Target, request: DownloadRequestDto, origin: RequestOrigin): Promise<number> {
    const [table, column] = target.model ? ['printer_models', 'printerModelId'] : ['drivers', 'driverId'];
    const [item, name] = target.model ? [request.printerModel, request.printerName] : [request.driverModel, request.driverName];
    const [itemColumn, nameColumn] = target.model ? ['printerModel', 'printerName'] : ['driverModel', 'driverName'];
    // "+ 1": the statement's query does not see the rows its own WITH inserts.
    const [counted] = await writer().query<Array<{ downloadCount: number }>>(
      `WITH record AS (
           INSERT INTO download_records ("${column}", "${itemColumn}", "${nameColumn}", "ipAddress", "userAgent")
           VALUES ($1, $2, $3, $4, $5) RETURNING id, "driverId", "printerModelId"),
         pending AS (INSERT INTO pending_downloads ("recordId", "driverId", "printerModelId") SELECT * FROM record)
         SELECT LEAST(t."downloadCount"::bigint + (SELECT COUNT(*) FROM pending_downloads p WHERE p."${column}" = t.id) + 1, ${MAX_INTEGER})::int AS "downloadCount"
           FROM ${table} t WHERE t.id = $1`,
      [id, item ?? null, name ?? null, origin.ipAddress, origin.userAgent],
    );
    if (!counted) throw new NotFoundException(`No driver or printer model has id ${id}.`);
    return counted.downloadCount;
  }
}
