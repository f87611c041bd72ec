import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A driver keeps its earlier versions: when an edit changes a driver's version, what the row held (version, release
 * date and month, size, description as the notes) goes into driver_versions in the same transaction; the current
 * version stays the driver row. Writes are announced to the response cache like the drivers' own (see the migration
 * PublicReadInvalidation). The seed catalogue starts with no history.
 */
export class DriverVersions1796200000000 implements MigrationInterface {
  name = 'DriverVersions1796200000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "driver_versions" ("id" SERIAL NOT NULL, "driverId" integer NOT NULL, "version" text NOT NULL, "releaseDate" text NOT NULL,
        "releasedOn" date, "fileSize" text NOT NULL, "notes" text NOT NULL, "replacedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_driver_versions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_driver_versions_driverId" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_driver_versions_driverId" ON "driver_versions" ("driverId")`);
    await queryRunner.query(
      `CREATE TRIGGER "driver_versions_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "driver_versions" FOR EACH STATEMENT
         EXECUTE FUNCTION "public_reads_changed"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "driver_versions"`);
  }
}
