import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * "driver_hardware_ids": each hardware ID a driver lists, one row each, with the driver's release month, so that the
 * newest driver listing an ID is one index read. A whole PC's report (a few thousand forms of its devices' IDs) read
 * every driver listing each form from "drivers"' GIN index to rank them, tens of thousands of rows at catalogue scale.
 * Kept by statement-level triggers, so a bulk change (a catalogue import) is one set operation, not a call per row:
 * a statement's inserted drivers add their rows; the drivers an update changed the IDs or release month of have theirs
 * written again (a statement counting downloads writes nothing here); a deleted driver's go with it (the foreign key).
 */
export class DriverHardwareIds1796500000000 implements MigrationInterface {
  name = 'DriverHardwareIds1796500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "driver_hardware_ids" ("driverId" integer NOT NULL, "hardwareId" text NOT NULL, "releasedOn" date,
        CONSTRAINT "PK_driver_hardware_ids" PRIMARY KEY ("driverId", "hardwareId"),
        CONSTRAINT "FK_driver_hardware_ids_driverId" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE CASCADE)`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "driver_hardware_ids_add"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO "driver_hardware_ids" ("driverId", "hardwareId", "releasedOn")
        SELECT DISTINCT n."id", h.id, n."releasedOn" FROM new_rows n CROSS JOIN unnest(n."hardwareIds") AS h(id);
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "driver_hardware_ids_update"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "driver_hardware_ids" h USING new_rows n JOIN old_rows o ON o."id" = n."id"
         WHERE h."driverId" = n."id" AND (o."hardwareIds" IS DISTINCT FROM n."hardwareIds" OR o."releasedOn" IS DISTINCT FROM n."releasedOn");
        INSERT INTO "driver_hardware_ids" ("driverId", "hardwareId", "releasedOn")
        SELECT DISTINCT n."id", h.id, n."releasedOn" FROM new_rows n JOIN old_rows o ON o."id" = n."id" CROSS JOIN unnest(n."hardwareIds") AS h(id)
         WHERE o."hardwareIds" IS DISTINCT FROM n."hardwareIds" OR o."releasedOn" IS DISTINCT FROM n."releasedOn";
        RETURN NULL;
      END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "drivers_hardware_ids_insert" AFTER INSERT ON "drivers" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "driver_hardware_ids_add"()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "drivers_hardware_ids_update" AFTER UPDATE ON "drivers" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "driver_hardware_ids_update"()`,
    );
    await queryRunner.query(
      `INSERT INTO "driver_hardware_ids" ("driverId", "hardwareId", "releasedOn")
       SELECT DISTINCT d."id", h.id, d."releasedOn" FROM "drivers" d CROSS JOIN unnest(d."hardwareIds") AS h(id)`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_driver_hardware_ids_newest" ON "driver_hardware_ids" ("hardwareId", "releasedOn" DESC NULLS LAST, "driverId" DESC)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "drivers_hardware_ids_update" ON "drivers"`);
    await queryRunner.query(`DROP TRIGGER "drivers_hardware_ids_insert" ON "drivers"`);
    await queryRunner.query(`DROP FUNCTION "driver_hardware_ids_update"()`);
    await queryRunner.query(`DROP FUNCTION "driver_hardware_ids_add"()`);
    await queryRunner.query(`DROP TABLE "driver_hardware_ids"`);
  }
}
