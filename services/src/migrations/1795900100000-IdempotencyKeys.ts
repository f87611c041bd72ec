import { MigrationInterface, QueryRunner } from 'typeorm';

/** The Idempotency-Key of each write that came with one, with its answer, kept 24 hours. */
export class IdempotencyKeys1795900100000 implements MigrationInterface {
  name = 'IdempotencyKeys1795900100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "idempotency_keys" ("key" text NOT NULL, "fingerprint" text NOT NULL, "claimedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "appliedAt" TIMESTAMP WITH TIME ZONE, "responseStatus" integer, "responseBody" jsonb, "expiresAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_idempotency_keys" PRIMARY KEY ("key"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_idempotency_keys_expiresAt" ON "idempotency_keys" ("expiresAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "idempotency_keys"`);
  }
}
