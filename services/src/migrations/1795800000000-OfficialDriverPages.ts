import { MigrationInterface, QueryRunner } from 'typeorm';
import officialPages from './data/1795800000000-OfficialDriverPages.json';

/**
 * Sends each seed driver to its own page on the manufacturer's site (or the exact download), not the vendor's
 * general driver search (each seed driver's own page and the general one it had are in this migration's data). A driver
 * the operator has given another page since keeps it.
 */
export class OfficialDriverPages1795800000000 implements MigrationInterface {
  name = 'OfficialDriverPages1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await this.move(
      queryRunner,
      officialPages.map(({ name, before, page }) => ({ name, from: before, to: page })),
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await this.move(
      queryRunner,
      officialPages.map(({ name, before, page }) => ({ name, from: page, to: before })),
    );
  }

  private async move(queryRunner: QueryRunner, rows: Array<{ name: string; from: string; to: string }>): Promise<void> {
    for (const column of ['officialUrl', 'downloadUrl']) {
      await queryRunner.query(
        `UPDATE "drivers" d SET "${column}" = p."to"
           FROM json_to_recordset($1::json) AS p("name" text, "from" text, "to" text)
          WHERE d."name" = p."name" AND d."${column}" = p."from"`,
        [JSON.stringify(rows)],
      );
    }
  }
}
