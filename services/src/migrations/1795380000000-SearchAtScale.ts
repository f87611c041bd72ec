import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Search at a million drivers: the part of the relevance score that does not depend on the query
 * (latest +10, verified +5, downloads / 1000) as a stored column with an index, so the best matches
 * can be read in that order and the read can stop early; an index per sort order; and indexes on
 * the manufacturer, so the distinct manufacturers can be listed without reading the table and the
 * manufacturer filter is estimated and found well.
 */
export class SearchAtScale1795380000000 implements MigrationInterface {
  name = 'SearchAtScale1795380000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "drivers" ADD "staticScore" numeric GENERATED ALWAYS AS ((CASE WHEN "isLatest" THEN 10 ELSE 0 END) + (CASE WHEN "isVerified" THEN 5 ELSE 0 END) + "downloadCount" / 1000.0) STORED`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_drivers_staticScore" ON "drivers" ("staticScore" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_name" ON "drivers" ("name", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_rating" ON "drivers" ("rating" DESC, "downloadCount" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_releasedOn" ON "drivers" ("releasedOn" DESC NULLS LAST, "downloadCount" DESC, "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_manufacturer" ON "drivers" ("manufacturer")`);
    // The manufacturer filter compares in any case; this index also gives the planner its statistics.
    await queryRunner.query(`CREATE INDEX "IDX_drivers_manufacturer_lower" ON "drivers" (lower("manufacturer"))`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const index of ['manufacturer_lower', 'manufacturer', 'releasedOn', 'rating', 'name', 'staticScore'])
      await queryRunner.query(`DROP INDEX "IDX_drivers_${index}"`);
    await queryRunner.query(`ALTER TABLE "drivers" DROP COLUMN "staticScore"`);
  }
}
