import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The runs of the retention purge (one per kind of record, with how many it deleted or cleared), and the download
 * records still holding an IP address or browser string, indexed by time, so that each batch finds the expired ones
 * without reading past those already cleared.
 */
export class RetentionRuns1796600000000 implements MigrationInterface {
  name = 'RetentionRuns1796600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "retention_runs" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "affected" integer NOT NULL, "ranAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_retention_runs" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_download_records_identifying" ON "download_records" ("downloadedAt") WHERE "ipAddress" IS NOT NULL OR "userAgent" IS NOT NULL`,
    );
    // Every visitor's choice makes a consent record: each batch finds the expired ones by time, not by reading them all.
    await queryRunner.query(`CREATE INDEX "IDX_consent_records_recordedAt" ON "consent_records" ("recordedAt")`);
    await queryRunner.query(`CREATE INDEX "IDX_contact_messages_receivedAt" ON "contact_messages" ("receivedAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_contact_messages_receivedAt"`);
    await queryRunner.query(`DROP INDEX "IDX_consent_records_recordedAt"`);
    await queryRunner.query(`DROP INDEX "IDX_download_records_identifying"`);
    await queryRunner.query(`DROP TABLE "retention_runs"`);
  }
}
