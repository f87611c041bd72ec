import { MigrationInterface, QueryRunner } from 'typeorm';

/** The PC makers whose catalogs the operator imports, as manufacturers of the drivers they ship (HP is one already). */
const MAKERS = [
  { name: 'Dell', slug: 'dell', domains: ['dell.com'], supportUrl: 'https://www.dell.com/support/home/en-us?app=drivers' },
  { name: 'Lenovo', slug: 'lenovo', domains: ['lenovo.com'], supportUrl: 'https://pcsupport.lenovo.com/us/en/' },
];

/**
 * The makers' catalogs imported: which package of a maker's catalog made which driver version ("maker_packages"), the
 * devices a package lists stored as declarations of origin "catalog" beside the INF files', and Dell and Lenovo as
 * manufacturers.
 */
export class MakerCatalogs1797200000000 implements MigrationInterface {
  name = 'MakerCatalogs1797200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "maker_packages" ("maker" text NOT NULL, "packageId" text NOT NULL, "driverId" integer NOT NULL, "version" text NOT NULL,
        "catalogFile" text NOT NULL, "importedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_maker_packages" PRIMARY KEY ("maker", "packageId"),
        CONSTRAINT "FK_maker_packages_driverId" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_maker_packages_driverId" ON "maker_packages" ("driverId")`);
    await this.origins(queryRunner, ['shipped', 'operator', 'catalog']);
    await queryRunner.query(
      `INSERT INTO "manufacturers" ("name", "slug", "domains", "supportUrl")
       SELECT "name", "slug", "domains", "supportUrl" FROM json_populate_recordset(NULL::"manufacturers", $1::json)
       ON CONFLICT DO NOTHING`,
      [JSON.stringify(MAKERS)],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "driver_inf_files" WHERE "origin" = 'catalog'`);
    await this.origins(queryRunner, ['shipped', 'operator']);
    await queryRunner.query(`DROP TABLE "maker_packages"`);
    await queryRunner.query(
      `DELETE FROM "manufacturers" m WHERE m."slug" = ANY($1) AND NOT EXISTS (SELECT 1 FROM "drivers" d WHERE lower(d."manufacturer") = lower(m."name"))`,
      [MAKERS.map((maker) => maker.slug)],
    );
  }

  private async origins(queryRunner: QueryRunner, origins: string[]): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "driver_inf_files" DROP CONSTRAINT "CHK_driver_inf_files_origin",
         ADD CONSTRAINT "CHK_driver_inf_files_origin" CHECK ("origin" IN (${origins.map((origin) => `'${origin}'`).join(', ')}))`,
    );
  }
}
