import { MigrationInterface, QueryRunner } from 'typeorm';

/** A privacy rights request gets the reference the visitor quotes, a status and its confirmation date; consent choices are recorded as proof. */
export class PrivacyRequestReceipts1795500000000 implements MigrationInterface {
  name = 'PrivacyRequestReceipts1795500000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD "reference" text`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD "status" text NOT NULL DEFAULT 'received'`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD "confirmationDueAt" TIMESTAMP WITH TIME ZONE`);
    await queryRunner.query(
      `UPDATE "privacy_requests" SET "reference" = 'PR-' || extract(year FROM "receivedAt" AT TIME ZONE 'UTC') || '-' || lpad("id"::text, 6, '0'), "confirmationDueAt" = "receivedAt" + interval '24 hours'`,
    );
    await queryRunner.query(`ALTER TABLE "privacy_requests" ALTER COLUMN "reference" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ALTER COLUMN "confirmationDueAt" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" ADD CONSTRAINT "UQ_privacy_requests_reference" UNIQUE ("reference")`);
    await queryRunner.query(
      `CREATE TABLE "consent_records" ("id" SERIAL NOT NULL, "consentId" uuid NOT NULL, "functional" boolean NOT NULL, "analytics" boolean NOT NULL, "advertising" boolean NOT NULL, "policyVersion" text NOT NULL, "gpc" boolean NOT NULL, "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_consent_records" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_consent_records_consentId" ON "consent_records" ("consentId")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "consent_records"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP CONSTRAINT "UQ_privacy_requests_reference"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP COLUMN "confirmationDueAt"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP COLUMN "status"`);
    await queryRunner.query(`ALTER TABLE "privacy_requests" DROP COLUMN "reference"`);
  }
}
