import { MigrationInterface, QueryRunner } from 'typeorm';
import { importIdDatabases } from '../catalogue/hardware-ids/import-id-databases';
import seedHardwareIds from './data/1796100000000-HardwareIds.json';

/**
 * Hardware-ID lookup: the PCI and USB ID databases loaded from the shipped pci.ids and usb.ids, and the hardware IDs
 * each driver supports (a GIN index finds the drivers listing any of a device's forms). The seed drivers get the IDs
 * of their devices, unless the operator already gave them some or renamed them.
 */
export class HardwareIds1796100000000 implements MigrationInterface {
  name = 'HardwareIds1796100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "pci_vendors" ("vendorId" text NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_pci_vendors" PRIMARY KEY ("vendorId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "pci_devices" ("vendorId" text NOT NULL, "deviceId" text NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_pci_devices" PRIMARY KEY ("vendorId", "deviceId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "pci_subsystems" ("vendorId" text NOT NULL, "deviceId" text NOT NULL, "subvendorId" text NOT NULL, "subdeviceId" text NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_pci_subsystems" PRIMARY KEY ("vendorId", "deviceId", "subvendorId", "subdeviceId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "usb_vendors" ("vendorId" text NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_usb_vendors" PRIMARY KEY ("vendorId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "usb_products" ("vendorId" text NOT NULL, "productId" text NOT NULL, "name" text NOT NULL, CONSTRAINT "PK_usb_products" PRIMARY KEY ("vendorId", "productId"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "id_database_versions" ("file" text NOT NULL, "version" text, "date" text, "importedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_id_database_versions" PRIMARY KEY ("file"))`,
    );
    await importIdDatabases(queryRunner);

    await queryRunner.query(`ALTER TABLE "drivers" ADD "hardwareIds" text array NOT NULL DEFAULT '{}'`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_hardwareIds" ON "drivers" USING GIN ("hardwareIds")`);
    const seed = Object.entries(seedHardwareIds as Record<string, string[]>).map(([name, hardwareIds]) => ({ name, hardwareIds }));
    await queryRunner.query(
      `UPDATE "drivers" d SET "hardwareIds" = s."hardwareIds"
       FROM json_to_recordset($1::json) AS s("name" text, "hardwareIds" text[])
       WHERE d."name" = s."name" AND d."hardwareIds" = '{}'`,
      [JSON.stringify(seed)],
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "drivers" DROP COLUMN "hardwareIds"`);
    for (const table of ['id_database_versions', 'usb_products', 'usb_vendors', 'pci_subsystems', 'pci_devices', 'pci_vendors']) {
      await queryRunner.query(`DROP TABLE "${table}"`);
    }
  }
}
