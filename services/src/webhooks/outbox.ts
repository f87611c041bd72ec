import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { WebhookEventType } from '@driveratlas/catalog';

/**
 * Records an event in the outbox with the change's own transaction (`manager`), and a due delivery for every enabled
 * endpoint that asked for its type: a change committed always has its event, a change rolled back never does.
 */
export async function recordEvent(manager: EntityManager, type: WebhookEventType, data: object): Promise<void> {
  const id = randomUUID();
  await manager.query(`INSERT INTO webhook_events (id, type, data) VALUES ($1, $2, $3)`, [id, type, JSON.stringify(data)]);
  await manager.query(
    `INSERT INTO webhook_deliveries ("eventId", "endpointId", "nextAttemptAt")
     SELECT $1, e.id, now() FROM webhook_endpoints e WHERE e."disabledAt" IS NULL AND $2 = ANY(e.events)`,
    [id, type],
  );
}
