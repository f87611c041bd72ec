import { CATEGORIES, OTHER_PRINTER_BRANDS, PRINTER_BRAND_CATALOGUES } from '@driveratlas/catalog';
import { MigrationInterface, QueryRunner } from 'typeorm';
import categories from '../../seed/data/categories.json';
import drivers from '../../seed/data/drivers.json';
import printerModels from '../../seed/data/printer-models.json';

/** Inserts rows by the table's own columns at this migration, never by today's entity classes. */
async function insertRows(queryRunner: QueryRunner, table: string, rows: object[]): Promise<void> {
  const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))].map((c) => `"${c}"`).join(', ');
  await queryRunner.query(`INSERT INTO "${table}" (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::"${table}", $1::json)`, [
    JSON.stringify(rows),
  ]);
}

/**
 * The first catalogue, loaded once: a migration runs once per database, so a driver the
 * operator deletes later never comes back on restart.
 */
export class SeedCatalogue1795313700000 implements MigrationInterface {
  name = 'SeedCatalogue1795313700000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await insertRows(
      queryRunner,
      'categories',
      CATEGORIES.map((c, position) => ({
        name: c.name,
        icon: c.icon,
        position,
        description: categories.find((d) => d.name === c.name)?.description ?? '',
      })),
    );
    const brands = [...PRINTER_BRAND_CATALOGUES.map((c) => c.brand), ...OTHER_PRINTER_BRANDS];
    await insertRows(
      queryRunner,
      'printer_brands',
      brands.map((name, position) => ({ name, position })),
    );
    await insertRows(queryRunner, 'printer_models', printerModels);
    await insertRows(queryRunner, 'drivers', drivers);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['drivers', 'printer_models', 'printer_brands', 'categories']) {
      await queryRunner.query(`DELETE FROM "${table}"`);
    }
  }
}
