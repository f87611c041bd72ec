import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lets TypeORM's schema diff see the schema the entities declare:
 * - it knows a generated column's expression only from "typeorm_metadata" (PostgreSQL reformats the
 *   expression it stores), so the expressions of "searchText" and "staticScore" are recorded there, as
 *   the earlier migrations wrote them;
 * - "drivers"("manufacturer") was indexed twice: the index the entity declares stays.
 */
const GENERATED_COLUMNS = {
  searchText: `lower("name" || ' ' || "manufacturer" || ' ' || "category" || ' ' || "description")`,
  staticScore: `(CASE WHEN "isLatest" THEN 10 ELSE 0 END) + (CASE WHEN "isVerified" THEN 5 ELSE 0 END) + "downloadCount" / 1000.0`,
};

export class DeclaredSchema1795460000000 implements MigrationInterface {
  name = 'DeclaredSchema1795460000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    // TypeORM's own table, as it creates it when it runs migrations for entities with generated columns.
    await queryRunner.query(
      `CREATE TABLE IF NOT EXISTS "typeorm_metadata" ("type" character varying NOT NULL, "database" character varying, "schema" character varying, "table" character varying, "name" character varying, "value" text)`,
    );
    for (const [column, expression] of Object.entries(GENERATED_COLUMNS)) {
      await queryRunner.query(
        `INSERT INTO "typeorm_metadata" ("database", "schema", "table", "type", "name", "value") VALUES (current_database(), current_schema(), 'drivers', 'GENERATED_COLUMN', $1, $2)`,
        [column, expression],
      );
    }
    await queryRunner.query(`DROP INDEX "IDX_drivers_manufacturer"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`CREATE INDEX "IDX_drivers_manufacturer" ON "drivers" ("manufacturer")`);
    await queryRunner.query(
      `DELETE FROM "typeorm_metadata" WHERE "type" = 'GENERATED_COLUMN' AND "database" = current_database() AND "schema" = current_schema() AND "table" = 'drivers' AND "name" = ANY($1)`,
      [Object.keys(GENERATED_COLUMNS)],
    );
  }
}
