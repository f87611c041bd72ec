import { MigrationInterface, QueryRunner } from 'typeorm';
import catalogue from './data/1795313700000-SeedCatalogue.json';

/** The tables in the order their rows may be inserted (a driver and a printer model name their category and brand). */
const TABLES = ['categories', 'printer_brands', 'printer_models', 'drivers'] as const;

/** Inserts rows by the table's own columns at this migration, never by today's entity classes. */
async function insertRows(queryRunner: QueryRunner, table: string, rows: object[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((c) => `"${c}"`).join(', ');
  await queryRunner.query(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
    JSON.stringify(rows),
  ]);
}

/**
 * The first catalogue, loaded once: a migration runs once per database, so a driver the
 * operator deletes later never comes back on restart. Its rows are its own frozen copy, not
 * today's seed files, so that every fresh database gets the same first catalogue.
 */
export class SeedCatalogue1795313700000 implements MigrationInterface {
  name = 'SeedCatalogue1795313700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    for (const table of TABLES) await insertRows(queryRunner, table, catalogue[table]);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of [...TABLES].reverse()) {
      await queryRunner.query(`DELETE FROM "${table}"`);
    }
  }
}
