import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { CATEGORY_NAMES } from '@driveratlas/catalog';
import { DataSource, EntityManager } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { MAX_INTEGER } from '../common/parse-id.pipe';
import { writeTransaction } from '../database/write-transaction';
import { ManufacturersService } from '../manufacturers/manufacturers.service';
import { PrinterModel } from '../printers/printer-model.entity';
import { CacheInvalidation, markAsDownloadCount } from '../response-cache/cache-invalidation.service';
import { DownloadRecord } from './download-record.entity';
import { DownloadRequestDto } from './dto/download-request.dto';
import { DownloadResponseDto, InstallationGuideResponseDto } from './dto/download-response.dto';
import { DownloadStatsDto } from './dto/download-stats.dto';
import { DISCLAIMER, installationGuideFor } from './installation-guides';

export interface RequestOrigin {
  ipAddress: string | null;
  userAgent: string | null;
}

const STATS_DAYS = 30;

@Injectable()
export class DownloadsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly manufacturers: ManufacturersService,
    private readonly invalidation: CacheInvalidation,
  ) {}

  /**
   * Counts one download of a driver or of a printer catalogue model, atomically, and records it. What the answer
   * needs is read first, so the counted row stays locked only from its update to the commit. The new count reaches
   * cached public reads within DOWNLOAD_COUNT_DELAY_MS (downloadCounted), not at once like an admin write.
   */
  async record(id: number, request: DownloadRequestDto, origin: RequestOrigin): Promise<DownloadResponseDto> {
    const target = await this.find(id);
    const officialUrl = await this.officialPageOf(target);
    const downloadCount = await writeTransaction(this.db.manager, async (em) => {
      await markAsDownloadCount(em);
      const counted = target.model ? await this.increment(em, PrinterModel, id) : await this.increment(em, Driver, id);
      if (!counted) throw new NotFoundException(`No driver or printer model has id ${id}.`);
      await em.insert(
        DownloadRecord,
        target.model
          ? { printerModelId: id, printerModel: request.printerModel ?? null, printerName: request.printerName ?? null, ...origin }
          : { driverId: id, driverModel: request.driverModel ?? null, driverName: request.driverName ?? null, ...origin },
      );
      return counted.downloadCount;
    });
    this.invalidation.downloadCounted();
    const guide = { installationGuide: installationGuideFor(target.model ? 'Printers' : target.driver.category), disclaimer: DISCLAIMER };
    return target.model ? { ...guide, officialUrl, downloadCount, printerModelId: id } : { ...guide, officialUrl, downloadCount, driverId: id };
  }

  /** The installation guide and the official page of a driver or printer model, as a download answers them, counting nothing. */
  async guide(id: number): Promise<InstallationGuideResponseDto> {
    const target = await this.find(id);
    const installationGuide = installationGuideFor(target.model ? 'Printers' : target.driver.category);
    return { installationGuide, disclaimer: DISCLAIMER, officialUrl: await this.officialPageOf(target) };
  }

  /**
   * The official page for a driver or printer model id: always on its manufacturer's (or brand's) own domains, whatever
   * the row holds (a row written straight into the database included); 404 when there is none.
   */
  async officialPage(id: number): Promise<string> {
    const target = await this.find(id);
    const page = await this.officialPageOf(target);
    if (!page) throw new NotFoundException(`No official page is known for ${target.model ? 'printer model' : 'driver'} ${id}.`);
    return page;
  }

  /** The printer catalogue model or the driver an id names (their ids never collide), or 404. */
  private async find(id: number): Promise<{ model: PrinterModel; driver?: undefined } | { model?: undefined; driver: Driver }> {
    const model = await this.db.getRepository(PrinterModel).findOneBy({ id });
    if (model) return { model };
    const driver = await this.db.getRepository(Driver).findOneBy({ id });
    if (driver) return { driver };
    throw new NotFoundException(`No driver or printer model has id ${id}.`);
  }

  private officialPageOf({ model, driver }: { model?: PrinterModel; driver?: Driver }): Promise<string | null> {
    return model
      ? this.manufacturers.officialPage(model.brand, [model.officialUrl])
      : this.manufacturers.officialPage(driver!.manufacturer, [driver!.officialUrl, driver!.downloadUrl]);
  }

  async stats(): Promise<DownloadStatsDto> {
    const [totals] = await this.db.query(
      `SELECT
         (SELECT COALESCE(SUM("downloadCount"), 0) FROM drivers)::bigint AS "driverDownloads",
         (SELECT COALESCE(SUM("downloadCount"), 0) FROM printer_models)::bigint AS "printerModelDownloads",
         (SELECT COUNT(*) FROM download_records)::bigint AS "recorded",
         (SELECT COUNT(*) FROM download_records WHERE "downloadedAt" >= now() - interval '${STATS_DAYS} days')::bigint AS "recordedLast30Days"`,
    );
    const categories: Array<{ category: string; downloads: string; recorded: string }> = await this.db.query(
      `SELECT d.category,
              COALESCE(SUM(d."downloadCount"), 0)::bigint AS downloads,
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

  /** Adds one to the row's counter in one UPDATE; a counter at the top of the integer range stays there rather than failing the download. */
  private async increment<T extends Driver | PrinterModel>(em: EntityManager, entity: new () => T, id: number): Promise<T | undefined> {
    const result = await em
      .createQueryBuilder()
      .update(entity)
      .set({ downloadCount: () => `LEAST("downloadCount"::bigint + 1, ${MAX_INTEGER})` } as never)
      .where('id = :id', { id })
      .returning('*')
      .execute();
    return (result.raw as T[])[0];
  }
}
