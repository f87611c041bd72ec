import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The words of the catalogue, for typo tolerance: a misspelt word is corrected against this small
 * table (trigram index) instead of comparing it with every driver. Kept by statement triggers.
 */
export class SearchVocabulary1795318100000 implements MigrationInterface {
  name = 'SearchVocabulary1795318100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE TABLE "search_words" ("word" text PRIMARY KEY)`);
    await queryRunner.query(`CREATE INDEX "IDX_search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops)`);
    await queryRunner.query(`
      CREATE FUNCTION "search_words_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "search_words" ("word")
          SELECT DISTINCT w FROM new_rows, regexp_split_to_table(new_rows."searchText", '[^a-z0-9]+') AS w
           WHERE length(w) >= 3
        ON CONFLICT DO NOTHING;
        RETURN NULL;
      END $$`);
    for (const event of ['INSERT', 'UPDATE']) {
      await queryRunner.query(
        `CREATE TRIGGER "drivers_search_words_${event.toLowerCase()}" AFTER ${event} ON "drivers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "search_words_add"()`,
      );
    }
    await queryRunner.query(`
      INSERT INTO "search_words" ("word")
        SELECT DISTINCT w FROM "drivers", regexp_split_to_table("searchText", '[^a-z0-9]+') AS w WHERE length(w) >= 3
      ON CONFLICT DO NOTHING`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "drivers_search_words_update" ON "drivers"`);
    await queryRunner.query(`DROP TRIGGER "drivers_search_words_insert" ON "drivers"`);
    await queryRunner.query(`DROP FUNCTION "search_words_add"()`);
    await queryRunner.query(`DROP TABLE "search_words"`);
  }
}
