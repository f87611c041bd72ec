import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The registry of the remotes' releases: each release (immutable, with its release.json's facts and checks), each
 * remote's channel (its active release and at most one canary with a share of 1–50 % of visitors), the teams' release
 * tokens (their secrets hashed) and the shell's reports of how live releases load. Writes to the releases and the
 * channels are announced like the catalogue's (see the migration PublicReadInvalidation), so every gateway empties its
 * kept `GET /api/remote-releases` at once; tokens and reports are never shown by a public read.
 */
export class RemoteReleases1796700000000 implements MigrationInterface {
  name = 'RemoteReleases1796700000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "remote_releases" ("id" SERIAL NOT NULL, "remote" text NOT NULL, "releaseId" text NOT NULL, "version" text NOT NULL,
        "hash" text NOT NULL, "registeredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "registeredBy" text NOT NULL, "routes" jsonb NOT NULL,
        "exposes" jsonb NOT NULL, "uses" jsonb NOT NULL, "shared" jsonb NOT NULL, "firstLoadBytes" integer NOT NULL, "checks" jsonb NOT NULL,
        CONSTRAINT "PK_remote_releases" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_remote_releases_remote_releaseId" ON "remote_releases" ("remote", "releaseId")`);
    await queryRunner.query(
      `CREATE TABLE "remote_channels" ("remote" text NOT NULL, "activeId" integer, "canaryId" integer, "canaryShare" smallint,
        "changedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_remote_channels_canary" CHECK (("canaryId" IS NULL AND "canaryShare" IS NULL) OR ("canaryId" IS NOT NULL AND "canaryShare" BETWEEN 1 AND 50 AND "canaryId" IS DISTINCT FROM "activeId")),
        CONSTRAINT "PK_remote_channels" PRIMARY KEY ("remote"),
        CONSTRAINT "FK_remote_channels_activeId" FOREIGN KEY ("activeId") REFERENCES "remote_releases"("id") ON DELETE NO ACTION ON UPDATE NO ACTION,
        CONSTRAINT "FK_remote_channels_canaryId" FOREIGN KEY ("canaryId") REFERENCES "remote_releases"("id") ON DELETE NO ACTION ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(
      `CREATE TABLE "release_tokens" ("id" SERIAL NOT NULL, "remote" text NOT NULL, "name" text NOT NULL, "secretHash" text NOT NULL,
        "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "lastUsedAt" TIMESTAMP WITH TIME ZONE, "revokedAt" TIMESTAMP WITH TIME ZONE,
        CONSTRAINT "PK_release_tokens" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_release_tokens_secretHash" ON "release_tokens" ("secretHash")`);
    await queryRunner.query(
      `CREATE TABLE "remote_reports" ("id" SERIAL NOT NULL, "releaseId" integer NOT NULL, "kind" text NOT NULL,
        "at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_remote_reports" PRIMARY KEY ("id"),
        CONSTRAINT "FK_remote_reports_releaseId" FOREIGN KEY ("releaseId") REFERENCES "remote_releases"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_remote_reports_release" ON "remote_reports" ("releaseId", "id")`);
    for (const table of ['remote_releases', 'remote_channels']) {
      await queryRunner.query(
        `CREATE TRIGGER "${table}_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT
           EXECUTE FUNCTION "public_reads_changed"()`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "remote_reports"`);
    await queryRunner.query(`DROP TABLE "release_tokens"`);
    await queryRunner.query(`DROP TABLE "remote_channels"`);
    await queryRunner.query(`DROP TABLE "remote_releases"`);
  }
}
