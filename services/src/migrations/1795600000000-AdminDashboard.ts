import { MigrationInterface, QueryRunner } from 'typeorm';

/** The admin dashboard: an audit log of admin writes, handled contact messages, and the drivers table sorted by last change. */
export class AdminDashboard1795600000000 implements MigrationInterface {
  name = 'AdminDashboard1795600000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "audit_entries" ("id" SERIAL NOT NULL, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "action" text NOT NULL, "target" text, "request" text NOT NULL, "sessionId" text, CONSTRAINT "PK_audit_entries" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_audit_entries_at" ON "audit_entries" ("at")`);
    await queryRunner.query(`ALTER TABLE "contact_messages" ADD "handledAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`CREATE INDEX "IDX_drivers_updatedAt" ON "drivers" ("updatedAt" DESC, "id")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "IDX_drivers_updatedAt"`);
    await queryRunner.query(`ALTER TABLE "contact_messages" DROP COLUMN "handledAt"`);
    await queryRunner.query(`DROP TABLE "audit_entries"`);
  }
}
