import { MigrationInterface, QueryRunner } from 'typeorm';

/** The CDN's purges, an outbox: the keys each committed change asks the CDN to purge, until it has. No public read shows them. */
export class CdnPurges1796820000000 implements MigrationInterface {
  name = 'CdnPurges1796820000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "cdn_purges" ("id" SERIAL NOT NULL, "keys" text array NOT NULL, "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "failures" integer NOT NULL DEFAULT 0, "lastError" text,
        CONSTRAINT "PK_cdn_purges" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cdn_purges_due" ON "cdn_purges" ("nextAttemptAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "cdn_purges"`);
  }
}
