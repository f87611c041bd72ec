import { MigrationInterface, QueryRunner } from 'typeorm';

/** Privacy rights requests keep the history of every change, may be extended once, and are kept for 3 years. */
export class PrivacyRequestHistory1795510000000 implements MigrationInterface {
  name = 'PrivacyRequestHistory1795510000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD "extended" boolean NOT NULL DEFAULT false`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD "retainUntil" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(`UPDATE "privacy_requests" SET "retainUntil" = "receivedAt" + interval '3 years'`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ALTER COLUMN "retainUntil" SET NOT NULL`);
    await queryRunner.query(
      `CREATE TABLE "privacy_request_events" ("id" SERIAL NOT NULL, "requestId" integer NOT NULL, "kind" text NOT NULL, "status" text NOT NULL, "note" text, "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_privacy_request_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_privacy_request_events_requestId" ON "privacy_request_events" ("requestId")`);
    await queryRunner.query(
      `ALTER TABLE "privacy_request_events" ADD CONSTRAINT "FK_privacy_request_events_requestId" FOREIGN KEY ("requestId") REFERENCES "privacy_requests"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `INSERT INTO "privacy_request_events" ("requestId", "kind", "status", "at") SELECT "id", 'received', "status", "receivedAt" FROM "privacy_requests"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "privacy_request_events"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP COLUMN "retainUntil"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP COLUMN "extended"`);
  }
}
