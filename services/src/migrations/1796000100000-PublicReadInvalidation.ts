import { MigrationInterface, QueryRunner } from 'typeorm';

/** The tables public reads are made from. */
const TABLES = ['drivers', 'categories', 'manufacturers', 'printer_models', 'printer_brands'];

/**
 * Every write to a table that public reads come from is announced to the service replicas, which keep those answers in
 * memory: `NOTIFY driveratlas_cache, '<table>'`, which PostgreSQL delivers when the write commits (once per transaction
 * and table), whoever wrote it: the API, the operator's own SQL, a bulk load. A download's counter change is left out
 * (its transaction sets `driveratlas.counting_download`): the service announces those at most every few seconds.
 */
export class PublicReadInvalidation1796000100000 implements MigrationInterface {
  name = 'PublicReadInvalidation1796000100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "public_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('driveratlas_cache', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const table of TABLES) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT
           WHEN (current_setting('driveratlas.counting_download', true) IS DISTINCT FROM 'on') EXECUTE FUNCTION "public_reads_changed"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await queryRunner.query(`DROP TRIGGER "${table}_public_reads_changed" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "public_reads_changed"()`);
  }
}
