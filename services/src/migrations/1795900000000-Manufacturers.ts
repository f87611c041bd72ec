import { MigrationInterface, QueryRunner } from 'typeorm';
import manufacturers from './data/1795900000000-Manufacturers.json';

/**
 * Manufacturers become records with their official domains, seeded from the catalogue package's list as it was (this migration's own copy), and the drivers
 * name them as the records spell them (a driver stored as "nvidia" now reads "NVIDIA").
 */
export class Manufacturers1795900000000 implements MigrationInterface {
  name = 'Manufacturers1795900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "manufacturers" ("id" SERIAL NOT NULL, "name" text NOT NULL, "slug" text NOT NULL, "domains" text array NOT NULL, "supportUrl" text NOT NULL, "sharedDriverPages" boolean NOT NULL DEFAULT false, CONSTRAINT "UQ_manufacturers_name" UNIQUE ("name"), CONSTRAINT "UQ_manufacturers_slug" UNIQUE ("slug"), CONSTRAINT "PK_manufacturers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `INSERT INTO "manufacturers" ("name", "slug", "domains", "supportUrl", "sharedDriverPages")
       SELECT "name", "slug", "domains", "supportUrl", "sharedDriverPages" FROM json_populate_recordset(NULL::"manufacturers", $1::json)`,
      [JSON.stringify(manufacturers)],
    );
    await queryRunner.query(
      `UPDATE "drivers" d SET "manufacturer" = m."name" FROM "manufacturers" m WHERE lower(d."manufacturer") = lower(m."name") AND d."manufacturer" <> m."name"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "manufacturers"`);
  }
}
