import { MigrationInterface, QueryRunner } from 'typeorm';

const SCOPE = `("kind" = 'partner-key' AND "quotaPerMinute" BETWEEN 1 AND 100000 AND "remote" IS NULL) OR ("kind" = 'release-token' AND "remote" IS NOT NULL AND "quotaPerMinute" IS NULL)`;

/**
 * One table for the tokens programs call the API with, instead of one per feature: partner keys (scoped by a quota)
 * and release tokens (scoped to a remote) become rows of "access_tokens", each issued, hashed, rotated and revoked the
 * same way. The partner keys keep their ids, which their usage, their webhook endpoints and partners' own records
 * name; the release tokens are numbered after them (the operator revokes one from the list, the pipelines know only
 * their secrets). Every secret, its hash, and when each was made, used and revoked, stay as they were.
 */
export class AccessTokens1797100000000 implements MigrationInterface {
  name = 'AccessTokens1797100000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "access_tokens" ("id" SERIAL NOT NULL, "kind" text NOT NULL, "name" text NOT NULL, "secretHash" text NOT NULL,
        "quotaPerMinute" integer, "remote" text, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotatedAt" TIMESTAMP WITH TIME ZONE,
        "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_access_tokens_scope" CHECK (${SCOPE}), CONSTRAINT "PK_access_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_access_tokens_secretHash" ON "access_tokens" ("secretHash")`);
    await queryRunner.query(
      `INSERT INTO "access_tokens" ("id", "kind", "name", "secretHash", "quotaPerMinute", "createdAt", "rotatedAt", "revokedAt")
       SELECT "id", 'partner-key', "name", "secretHash", "quotaPerMinute", "createdAt", "rotatedAt", "revokedAt" FROM "partner_keys"`,
    );
    await queryRunner.query(`SELECT setval(pg_get_serial_sequence('access_tokens', 'id'), COALESCE(MAX("id"), 0) + 1, false) FROM "access_tokens"`);
    await queryRunner.query(
      `INSERT INTO "access_tokens" ("kind", "name", "secretHash", "remote", "createdAt", "lastUsedAt", "revokedAt")
       SELECT 'release-token', "name", "secretHash", "remote", "createdAt", "lastUsedAt", "revokedAt" FROM "release_tokens" ORDER BY "id"`,
    );
    await this.pointAt(queryRunner, 'access_tokens');
    await queryRunner.query(`DROP TABLE "release_tokens"`);
    await queryRunner.query(`DROP TABLE "partner_keys"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "partner_keys" ("id" SERIAL NOT NULL, "name" text NOT NULL, "quotaPerMinute" integer NOT NULL, "secretHash" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "rotatedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "CHK_partner_keys_quota" CHECK ("quotaPerMinute" BETWEEN 1 AND 100000), CONSTRAINT "PK_partner_keys" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_partner_keys_secretHash" ON "partner_keys" ("secretHash")`);
    await queryRunner.query(
      `INSERT INTO "partner_keys" ("id", "name", "quotaPerMinute", "secretHash", "createdAt", "rotatedAt", "revokedAt")
       SELECT "id", "name", "quotaPerMinute", "secretHash", "createdAt", "rotatedAt", "revokedAt" FROM "access_tokens" WHERE "kind" = 'partner-key'`,
    );
    await queryRunner.query(`SELECT setval(pg_get_serial_sequence('partner_keys', 'id'), COALESCE(MAX("id"), 0) + 1, false) FROM "partner_keys"`);
    await queryRunner.query(
      `CREATE TABLE "release_tokens" ("id" SERIAL NOT NULL, "remote" text NOT NULL, "name" text NOT NULL, "secretHash" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_release_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_release_tokens_secretHash" ON "release_tokens" ("secretHash")`);
    await queryRunner.query(
      `INSERT INTO "release_tokens" ("remote", "name", "secretHash", "createdAt", "lastUsedAt", "revokedAt")
       SELECT "remote", "name", "secretHash", "createdAt", "lastUsedAt", "revokedAt" FROM "access_tokens" WHERE "kind" = 'release-token' ORDER BY "id"`,
    );
    await this.pointAt(queryRunner, 'partner_keys');
    await queryRunner.query(`DROP TABLE "access_tokens"`);
  }

  /** Points the partner keys' usage and webhook endpoints at the table that holds the keys. */
  private async pointAt(queryRunner: QueryRunner, table: string): Promise<void> {
    for (const [from, column] of [
      ['partner_key_usage', 'keyId'],
      ['webhook_endpoints', 'partnerKeyId'],
    ]) {
      const constraint = `FK_${from}_${column}`;
      await queryRunner.query(
        `ALTER TABLE "${from}" DROP CONSTRAINT "${constraint}",
           ADD CONSTRAINT "${constraint}" FOREIGN KEY ("${column}") REFERENCES "${table}"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
      );
    }
  }
}
