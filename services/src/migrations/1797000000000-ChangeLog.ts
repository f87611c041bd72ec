import { MigrationInterface, QueryRunner } from 'typeorm';

/** Tables whose writes a trigger announced (migrations PublicReadInvalidation, DriverVersions, RemoteReleases, PartnerKeys, DriverPackages). */
const ANNOUNCED = [
  'drivers',
  'categories',
  'manufacturers',
  'printer_models',
  'printer_brands',
  'driver_versions',
  'remote_releases',
  'remote_channels',
  'partner_keys',
  'driver_inf_files',
  'inf_hardware_ids',
];

/** The session lock record_changes() holds from its insert to the commit (an arbitrary number of the service's own). */
const CHANGE_LOG_LOCK = 7_231_004_119;

/**
 * One change log instead of three ways of telling a change: every write appends what it changed (table, row, kind, the
 * CDN keys, the webhook event) to "changes" in its own transaction, through record_changes(), which takes a lock held
 * to the commit so that the ids are in commit order, and announces the change on `driveratlas_changes`. The gateways,
 * the CDN's purges and the webhooks read the log from their own position ("change_cursors"). The triggers that
 * announced writes go, and so does the CDN's own outbox: its pending purges become changes of the log.
 */
export class ChangeLog1797000000000 implements MigrationInterface {
  name = 'ChangeLog1797000000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "changes" ("id" BIGSERIAL NOT NULL, "entity" text NOT NULL, "entityId" text, "kind" text NOT NULL, "keys" text array NOT NULL DEFAULT '{}',
        "event" jsonb, "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        CONSTRAINT "CHK_changes_kind" CHECK ("kind" IN ('insert', 'update', 'delete')), CONSTRAINT "PK_changes" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "change_cursors" ("consumer" text NOT NULL, "position" bigint NOT NULL DEFAULT 0, "leasedUntil" TIMESTAMP WITH TIME ZONE,
        "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "failures" integer NOT NULL DEFAULT 0, "lastError" text,
        "movedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_change_cursors" PRIMARY KEY ("consumer"))`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "record_changes"("changed" jsonb) RETURNS void LANGUAGE plpgsql AS $$
      BEGIN
        IF jsonb_array_length("changed") = 0 THEN RETURN; END IF;
        PERFORM pg_advisory_xact_lock(${CHANGE_LOG_LOCK});
        INSERT INTO "changes" ("entity", "entityId", "kind", "keys", "event")
          SELECT c."entity", c."entityId", c."kind", COALESCE(c."keys", '{}'), c."event"
            FROM ROWS FROM (jsonb_to_recordset("changed") AS ("entity" text, "entityId" text, "kind" text, "keys" text[], "event" jsonb)) WITH ORDINALITY AS c
           ORDER BY c."ordinality";
        PERFORM pg_notify('driveratlas_changes', '');
      END $$`);
    // The purges the CDN's outbox still held: the CDN's cursor starts before them.
    await queryRunner.query(
      `INSERT INTO "changes" ("entity", "kind", "keys", "recordedAt") SELECT 'cdn_purges', 'update', "keys", "recordedAt" FROM "cdn_purges" ORDER BY "id"`,
    );
    await queryRunner.query(`INSERT INTO "change_cursors" ("consumer") VALUES ('cdn'), ('webhooks')`);
    await queryRunner.query(`DROP TABLE "cdn_purges"`);
    for (const table of ANNOUNCED) await queryRunner.query(`DROP TRIGGER "${table}_public_reads_changed" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "public_reads_changed"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "public_reads_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('driveratlas_cache', TG_TABLE_NAME);
        RETURN NULL;
      END $$`);
    for (const [n, table] of ANNOUNCED.entries()) {
      // The first five left a download's counts to the service (PublicReadInvalidation).
      const when = n < 5 ? `WHEN (current_setting('driveratlas.counting_download', true) IS DISTINCT FROM 'on')` : '';
      await queryRunner.query(
        `CREATE TRIGGER "${table}_public_reads_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${table}" FOR EACH STATEMENT
           ${when} EXECUTE FUNCTION "public_reads_changed"()`,
      );
    }
    await queryRunner.query(
      `CREATE TABLE "cdn_purges" ("id" SERIAL NOT NULL, "keys" text array NOT NULL, "recordedAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "nextAttemptAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "failures" integer NOT NULL DEFAULT 0, "lastError" text,
        CONSTRAINT "PK_cdn_purges" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_cdn_purges_due" ON "cdn_purges" ("nextAttemptAt")`);
    await queryRunner.query(`DROP FUNCTION "record_changes"(jsonb)`);
    await queryRunner.query(`DROP TABLE "change_cursors"`);
    await queryRunner.query(`DROP TABLE "changes"`);
  }
}
