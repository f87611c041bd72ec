import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Signed webhooks from a durable outbox: each catalogue change's event (written in the change's own transaction), the
 * partners' endpoints (each of a partner key, its signing secret encrypted at rest) and one delivery per event and
 * endpoint with its attempts. No public read shows them.
 */
export class Webhooks1796810000000 implements MigrationInterface {
  name = 'Webhooks1796810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "webhook_events" ("id" uuid NOT NULL, "type" text NOT NULL, "data" jsonb NOT NULL,
        "occurredAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_webhook_events" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "webhook_endpoints" ("id" SERIAL NOT NULL, "partnerKeyId" integer NOT NULL, "url" text NOT NULL, "events" text array NOT NULL,
        "description" text, "secretCiphertext" text NOT NULL, "createdAt" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(),
        "secretRotatedAt" TIMESTAMP WITH TIME ZONE, "failingSince" TIMESTAMP WITH TIME ZONE, "disabledAt" TIMESTAMP WITH TIME ZONE, "disabledReason" text,
        CONSTRAINT "PK_webhook_endpoints" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_endpoints_partnerKeyId" FOREIGN KEY ("partnerKeyId") REFERENCES "partner_keys"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE INDEX "IDX_webhook_endpoints_partnerKeyId" ON "webhook_endpoints" ("partnerKeyId")`);
    await queryRunner.query(
      `CREATE TABLE "webhook_deliveries" ("id" SERIAL NOT NULL, "eventId" uuid NOT NULL, "endpointId" integer NOT NULL, "status" text NOT NULL DEFAULT 'pending',
        "nextAttemptAt" TIMESTAMP WITH TIME ZONE, "firstAttemptAt" TIMESTAMP WITH TIME ZONE, "deliveredAt" TIMESTAMP WITH TIME ZONE,
        "attempts" jsonb NOT NULL DEFAULT '[]', CONSTRAINT "PK_webhook_deliveries" PRIMARY KEY ("id"),
        CONSTRAINT "FK_webhook_deliveries_eventId" FOREIGN KEY ("eventId") REFERENCES "webhook_events"("id") ON DELETE CASCADE ON UPDATE NO ACTION,
        CONSTRAINT "FK_webhook_deliveries_endpointId" FOREIGN KEY ("endpointId") REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE ON UPDATE NO ACTION)`,
    );
    await queryRunner.query(`CREATE UNIQUE INDEX "UQ_webhook_deliveries_event_endpoint" ON "webhook_deliveries" ("eventId", "endpointId")`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_endpoint" ON "webhook_deliveries" ("endpointId", "id")`);
    await queryRunner.query(`CREATE INDEX "IDX_webhook_deliveries_due" ON "webhook_deliveries" ("nextAttemptAt")`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TABLE "webhook_deliveries"`);
    await queryRunner.query(`DROP TABLE "webhook_endpoints"`);
    await queryRunner.query(`DROP TABLE "webhook_events"`);
  }
}
