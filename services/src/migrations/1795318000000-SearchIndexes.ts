import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search that scales: a lower-cased search text per driver with a trigram index (substring and
 * typo-tolerant matching), and the release month as a date for sorting by latest release.
 */
export class SearchIndexes1795318000000 implements MigrationInterface {
  name = 'SearchIndexes1795318000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);
    await queryRunner.query(
      `ALTER TABLE "drivers" ADD "searchText" text GENERATED ALWAYS AS (lower("name" || ' ' || "manufacturer" || ' ' || "category" || ' ' || "description")) STORED`,
    );
    await queryRunner.query(`ALTER TABLE "drivers" ADD "releasedOn" date`);
    await queryRunner.query(`UPDATE "drivers" SET "releasedOn" = to_date("releaseDate", 'FMMonth YYYY') WHERE "releaseDate" ~* '^[a-z]+ [0-9]{4}$'`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_searchText_trgm" ON "drivers" USING gin ("searchText" gin_trgm_ops)`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_downloadCount" ON "drivers" ("downloadCount" DESC, "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_drivers_downloadCount"`);
    await queryRunner.query(`DROP INDEX "IDX_drivers_searchText_trgm"`);
    await queryRunner.query(`ALTER TABLE "drivers" DROP COLUMN "releasedOn"`);
    await queryRunner.query(`ALTER TABLE "drivers" DROP COLUMN "searchText"`);
  }
}
