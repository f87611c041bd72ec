import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Versions their makers withdrew ("withdrawn_versions": the maker's reason and page, as the operator marks them), and
 * drivers their makers no longer update ("supportEnded", with the day the maker gives, "supportEndedOn").
 */
export class WithdrawnVersionsAndEndedSupport1797300000000 implements MigrationInterface {
  name = 'WithdrawnVersionsAndEndedSupport1797300000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "withdrawn_versions" ("id" SERIAL NOT NULL, "driverId" integer NOT NULL, "version" text NOT NULL, "reason" text NOT NULL,
        "link" text, "withdrawnAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_withdrawn_versions" PRIMARY KEY ("id"),
        CONSTRAINT "FK_withdrawn_versions_driverId" FOREIGN KEY ("driverId") REFERENCES "drivers"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_withdrawn_versions_version" ON "withdrawn_versions" ("driverId", "version")`);
    await queryRunner.query(`ALTER TABLE "drivers" ADD "supportEnded" boolean NOT NULL DEFAULT false, ADD "supportEndedOn" date`);
    // NVIDIA's R470 branch, the last for Kepler cards, gets no more updates (its security updates ran through September 2024).
    await queryRunner.query(
      `UPDATE "drivers" SET "supportEnded" = true WHERE "name" = 'NVIDIA GeForce GTX 1060 Legacy Driver (R470)' AND "version" = '474.89'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "drivers" DROP COLUMN "supportEndedOn", DROP COLUMN "supportEnded"`);
    await queryRunner.query(`DROP TABLE "withdrawn_versions"`);
  }
}
