import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `GET /api/categories` no longer counts a million drivers on every read: each category keeps its "driverCount", which
 * triggers on "drivers" change in the same transaction as the drivers added, deleted or moved to another category (a
 * statement adding or deleting many changes each category once), and which this migration fills. Creating the triggers
 * locks "drivers" against writes until the migration commits, so no write falls between the triggers and the count.
 */
export class CategoryDriverCounts1796000000000 implements MigrationInterface {
  name = 'CategoryDriverCounts1796000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "categories" ADD "driverCount" integer NOT NULL DEFAULT 0`);
    await queryRunner.query(`
      CREATE FUNCTION "category_counts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "categories" c SET "driverCount" = c."driverCount" + n."count"
          FROM (SELECT "category", COUNT(*)::int AS "count" FROM new_rows GROUP BY "category") n
         WHERE c."name" = n."category";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "category_counts_remove"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "categories" c SET "driverCount" = c."driverCount" - o."count"
          FROM (SELECT "category", COUNT(*)::int AS "count" FROM old_rows GROUP BY "category") o
         WHERE c."name" = o."category";
        RETURN NULL;
      END $$`);
    // One statement for both categories, so that two drivers moved opposite ways lock them in the same order.
    await queryRunner.query(`
      CREATE FUNCTION "category_counts_move"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "categories" SET "driverCount" = "driverCount" + CASE WHEN "name" = NEW."category" THEN 1 ELSE -1 END
         WHERE "name" IN (OLD."category", NEW."category");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "category_counts_empty"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "categories" SET "driverCount" = 0 WHERE "driverCount" <> 0;
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "drivers_category_counts_insert" AFTER INSERT ON "drivers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_add"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "drivers_category_counts_delete" AFTER DELETE ON "drivers" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_remove"()`,
    );
    // Only a change of category touches the counts: counting a download does not.
    await queryRunner.query(
      `CREATE TRIGGER "drivers_category_counts_update" AFTER UPDATE OF "category" ON "drivers" FOR EACH ROW WHEN (OLD."category" IS DISTINCT FROM NEW."category") EXECUTE FUNCTION "category_counts_move"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "drivers_category_counts_truncate" AFTER TRUNCATE ON "drivers" FOR EACH STATEMENT EXECUTE FUNCTION "category_counts_empty"()`,
    );
    await queryRunner.query(`UPDATE "categories" c SET "driverCount" = (SELECT COUNT(*) FROM "drivers" d WHERE d."category" = c."name")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const event of ['insert', 'delete', 'update', 'truncate']) await queryRunner.query(`DROP TRIGGER "drivers_category_counts_${event}" ON "drivers"`);
    for (const change of ['add', 'remove', 'move', 'empty']) await queryRunner.query(`DROP FUNCTION "category_counts_${change}"()`);
    await queryRunner.query(`ALTER TABLE "categories" DROP COLUMN "driverCount"`);
  }
}
