import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The INF files of the drivers' packages and the devices they declare ("driver_inf_files", "inf_hardware_ids"): what a
 * whole PC's devices are matched against, version by version, beside the IDs the operator lists on a driver. Their
 * rows come from the shipped data (services/data/driver-packages, loaded at start) and the operator's INF imports;
 * every write is announced to the public reads' caches, as the drivers' are.
 */
export class DriverPackages1796900000000 implements MigrationInterface {
  name = 'DriverPackages1796900000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "driver_inf_files" ("id" SERIAL NOT NULL, "driverId" integer NOT NULL, "version" text NOT NULL, "releasedOn" date NOT NULL,
        "fileName" text NOT NULL, "driverDate" date NOT NULL, "driverVersion" text NOT NULL, "class" text, "provider" text,
        "origin" text NOT NULL, "sources" text array NOT NULL DEFAULT '{}', "importedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_driver_inf_files" PRIMARY KEY ("id"),
        CONSTRAINT "CHK_driver_inf_files_origin" CHECK ("origin" IN ('shipped', 'operator')),
        CONSTRAINT "FK_driver_inf_files_driverId" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_driver_inf_files_file" ON "driver_inf_files" ("driverId", "version", lower("fileName"))`);
    await queryRunner.query(
      `CREATE TABLE "inf_hardware_ids" ("infFileId" integer NOT NULL, "hardwareId" text NOT NULL, "driverId" integer NOT NULL, "version" text NOT NULL,
        "releasedOn" date NOT NULL, "architectures" smallint NOT NULL, "minBuild" integer NOT NULL,
        CONSTRAINT "PK_inf_hardware_ids" PRIMARY KEY ("infFileId", "hardwareId"),
        CONSTRAINT "FK_inf_hardware_ids_infFileId" FOREIGN KEY ("infFileId") REFERENCES "driver_inf_files"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_inf_hardware_ids_newest" ON "inf_hardware_ids" ("hardwareId", "releasedOn" DESC, "driverId" DESC)
        INCLUDE ("architectures", "minBuild", "version", "infFileId")`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_inf_hardware_ids_driverId" ON "inf_hardware_ids" ("driverId", "version")`);
    // Which copy of the shipped data the shipped rows are: loaded again at a start that ships another.
    await queryRunner.query(
      `CREATE TABLE "shipped_driver_packages" ("id" smallint NOT NULL DEFAULT 1, "digest" text NOT NULL, "loadedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "PK_shipped_driver_packages" PRIMARY KEY ("id"), CONSTRAINT "CHK_shipped_driver_packages_one" CHECK ("id" = 1))`,
    );
    for (const table of ['driver_inf_files', 'inf_hardware_ids']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT
           EXECUTE FUNCTION "public_reads_changed"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "shipped_driver_packages"`);
    await queryRunner.query(`DROP TABLE "inf_hardware_ids"`);
    await queryRunner.query(`DROP TABLE "driver_inf_files"`);
  }
}
