import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Two reads of a search that matches many drivers, made cheap by copies of what search matches against
 * (the search text, the category and the manufacturer):
 * - counting: telling whether a query matches more than the counted cap reads rows, in storage order,
 *   until it has found that many. They are read from a narrow table of their own (kept by triggers;
 *   a deleted driver's row goes with it), whose rows read about twice as fast as the drivers' wide ones;
 * - ranking: the candidates are read in "staticScore" order, from that index alone, which now carries
 *   them too: a query whose matches are rare among the most popular drivers skips the others without
 *   visiting their rows.
 */
export class SearchReads1795400000000 implements MigrationInterface {
  name = 'SearchReads1795400000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE "driver_search_texts" (
        "id" integer PRIMARY KEY REFERENCES "drivers" ("id") ON DELETE CASCADE,
        "searchText" text NOT NULL,
        "category" text NOT NULL,
        "manufacturer" text NOT NULL
      )`);
    await queryRunner.query(`
      CREATE FUNCTION "driver_search_texts_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "driver_search_texts" ("id", "searchText", "category", "manufacturer")
          SELECT "id", "searchText", "category", "manufacturer" FROM new_rows;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "driver_search_texts_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        UPDATE "driver_search_texts" SET "searchText" = NEW."searchText", "category" = NEW."category", "manufacturer" = NEW."manufacturer"
         WHERE "id" = NEW."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "drivers_search_texts_insert" AFTER INSERT ON "drivers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "driver_search_texts_add"()`,
    );
    // Only a change of a searched column touches the copy: counting a download does not.
    await queryRunner.query(
      `CREATE TRIGGER "drivers_search_texts_update" AFTER UPDATE OF "name", "description", "manufacturer", "category" ON "drivers" FOR EACH ROW EXECUTE FUNCTION "driver_search_texts_update"()`,
    );
    await queryRunner.query(
      `INSERT INTO "driver_search_texts" ("id", "searchText", "category", "manufacturer") SELECT "id", "searchText", "category", "manufacturer" FROM "drivers" ORDER BY "id"`,
    );
    await queryRunner.query(`DROP INDEX "IDX_drivers_staticScore"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_drivers_staticScore" ON "drivers" ("staticScore" DESC, "id") INCLUDE ("searchText", "category", "manufacturer")`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_drivers_staticScore"`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_staticScore" ON "drivers" ("staticScore" DESC, "id")`);
    await queryRunner.query(`DROP TRIGGER "drivers_search_texts_update" ON "drivers"`);
    await queryRunner.query(`DROP TRIGGER "drivers_search_texts_insert" ON "drivers"`);
    await queryRunner.query(`DROP FUNCTION "driver_search_texts_update"()`);
    await queryRunner.query(`DROP FUNCTION "driver_search_texts_add"()`);
    await queryRunner.query(`DROP TABLE "driver_search_texts"`);
  }
}
