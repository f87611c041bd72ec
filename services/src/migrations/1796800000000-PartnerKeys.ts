import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partners' API keys (their secrets kept as SHA-256) and their requests per day as the gateways report them. Writes to
 * the keys are announced like the catalogue's (see the migration PublicReadInvalidation), so every gateway forgets the
 * keys and quotas it learnt at once: a revoked key is refused at once. Usage is never shown by a public read.
 */
export class PartnerKeys1796800000000 implements MigrationInterface {
  name = 'PartnerKeys1796800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "partner_keys" ("id" SERIAL NOT NULL, "name" text NOT NULL, "quotaPerMinute" integer NOT NULL, "secretHash" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotatedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_partner_keys_quota" CHECK ("quotaPerMinute" BETWEEN 1 AND 100000),
        CONSTRAINT "PK_partner_keys" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partner_keys_secretHash" ON "partner_keys" ("secretHash")`);
    await queryRunner.query(
      `CREATE TABLE "partner_key_usage" ("keyId" integer NOT NULL, "day" date NOT NULL, "requests" integer NOT NULL DEFAULT 0,
        "lastUsedAt" TIMESTAMP WITH TIME ZONE NOT NULL, CONSTRAINT "PK_partner_key_usage" PRIMARY KEY ("keyId", "day"),
        CONSTRAINT "FK_partner_key_usage_keyId" FOREIGN KEY ("keyId") REFERENCES "partner_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TRIGGER "partner_keys_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "partner_keys" FOR EACH STATEMENT
         EXECUTE FUNCTION "public_reads_changed"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "partner_key_usage"`);
    await queryRunner.query(`DROP TABLE "partner_keys"`);
  }
}
