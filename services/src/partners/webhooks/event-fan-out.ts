import { randomUUID } from 'node:crypto';
import type { DataSource } from 'typeorm';
import { changesAfter, changesPending, moveCursor } from '../../platform/change-log/change-cursors';

/** Changes one pass reads from the log at most. */
export const FAN_OUT_BATCH = 200;

/**
 * Turns the change log's webhook events into the webhooks' outbox, from the webhooks' cursor: each change that carries
 * an event (a driver created, updated or deleted, a printer model changed) becomes a webhook event, occurring when the
 * change was recorded, with a due delivery for every enabled endpoint that asked for its type and existed then. The
 * events, their deliveries and the cursor's move are one transaction, with the cursor's row locked (another process
 * skips it meanwhile): each change is told once, in the log's order, however the service stops. Answers how many
 * changes it read.
 */
export async function fanOutEvents(dataSource: DataSource): Promise<number> {
  // Most looks find nothing: they take no lock.
  if (!(await changesPending(dataSource, 'webhooks'))) return 0;
  return dataSource.transaction(async (manager) => {
    const [cursor]: Array<{ position: string }> = await manager.query(
      `SELECT "position"::text AS position FROM "change_cursors" WHERE "consumer" = 'webhooks' FOR UPDATE SKIP LOCKED`,
    );
    if (!cursor) return 0;
    const changes = await changesAfter(manager, cursor.position, FAN_OUT_BATCH);
    for (const { event, recordedAt } of changes) {
      if (!event) continue;
      const id = randomUUID();
      await manager.query(`INSERT INTO webhook_events (id, type, data, "occurredAt") VALUES ($1, $2, $3, $4)`, [
        id,
        event.type,
        JSON.stringify(event.data),
        recordedAt,
      ]);
      await manager.query(
        `INSERT INTO webhook_deliveries ("eventId", "endpointId", "nextAttemptAt")
         SELECT $1, e.id, now() FROM webhook_endpoints e WHERE e."disabledAt" IS NULL AND $2 = ANY(e.events) AND e."createdAt" <= $3 ORDER BY e.id`,
        [id, event.type, recordedAt],
      );
    }
    if (changes.length) await moveCursor(manager, 'webhooks', changes.at(-1)!.id);
    return changes.length;
  });
}
