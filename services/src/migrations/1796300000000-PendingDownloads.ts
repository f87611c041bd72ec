import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A download no longer updates its driver's counter row, which a crowd downloading one driver queued on until the
 * statement timeout: it inserts its record and a pending row, and the counters take the pending rows in batches
 * (DownloadCounter), within DOWNLOAD_COUNT_DELAY_MS.
 */
export class PendingDownloads1796300000000 implements MigrationInterface {
  name = 'PendingDownloads1796300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pending_downloads" ("recordId" integer NOT NULL, "driverId" integer, "printerModelId" integer,
        CONSTRAINT "PK_pending_downloads" PRIMARY KEY ("recordId"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_pending_downloads_driverId" ON "pending_downloads" ("driverId")`);
    await queryRunner.query(`CREATE INDEX "IDX_pending_downloads_printerModelId" ON "pending_downloads" ("printerModelId")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "pending_downloads"`);
  }
}
