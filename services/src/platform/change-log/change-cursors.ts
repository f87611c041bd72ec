import type { DataSource, EntityManager } from 'typeorm';
import type { ChangeEvent } from './logged';

/** A change as its consumers read it. */
export interface LoggedChange {
  id: string;
  entity: string;
  entityId: string | null;
  kind: string;
  keys: string[];
  event: ChangeEvent | null;
  recordedAt: Date;
}

/** The consumers that keep a cursor in change_cursors (made by the ChangeLog migration). */
export type CursorConsumer = 'cdn' | 'webhooks';

/** The changes after `position`, oldest first, at most `limit`. */
export async function changesAfter(db: DataSource | EntityManager, position: string, limit: number): Promise<LoggedChange[]> {
  return db.query(
    `SELECT "id"::text AS id, "entity", "entityId", "kind", "keys", "event", "recordedAt" FROM "changes" WHERE "id" > $1 ORDER BY "id" LIMIT $2`,
    [position, limit],
  );
}

/** A consumer's cursor taken by this process until the lease ends, with the changes after it. */
export interface LeasedCursor {
  position: string;
  failures: number;
  changes: LoggedChange[];
}

/**
 * Takes the consumer's cursor for `lease` (an interval) when it is due, no other process holds it and a change is after
 * it, with those changes (at most `limit`): one process at a time sends them, and a stopped process's lease ends by
 * itself. Undefined when another holds it, it is not due yet (a retry's wait), or no change is left (nothing written).
 */
export async function leaseCursor(db: DataSource, consumer: CursorConsumer, lease: string, limit: number): Promise<LeasedCursor | undefined> {
  const [[taken]]: [Array<{ position: string; failures: number }>] = await db.query(
    `UPDATE "change_cursors" SET "leasedUntil" = now() + $2::interval
      WHERE "consumer" = $1 AND "nextAttemptAt" <= now() AND ("leasedUntil" IS NULL OR "leasedUntil" < now())
        AND EXISTS (SELECT 1 FROM "changes" WHERE "id" > "change_cursors"."position")
      RETURNING "position"::text AS position, "failures"`,
    [consumer, lease],
  );
  if (!taken) return undefined;
  const changes = await changesAfter(db, taken.position, limit);
  if (!changes.length) {
    await releaseCursor(db, consumer);
    return undefined;
  }
  return { ...taken, changes };
}

/** Whether a change is after the consumer's cursor (read without a lock: a cheap look before taking it). */
export async function changesPending(db: DataSource | EntityManager, consumer: CursorConsumer): Promise<boolean> {
  const [{ pending }]: Array<{ pending: boolean }> = await db.query(
    `SELECT EXISTS (SELECT 1 FROM "changes" c JOIN "change_cursors" k ON k."consumer" = $1 WHERE c."id" > k."position") AS pending`,
    [consumer],
  );
  return pending;
}

/** Moves the consumer past `to` (every change up to it done) and lets its lease go. */
export async function moveCursor(db: DataSource | EntityManager, consumer: CursorConsumer, to: string): Promise<void> {
  await db.query(
    `UPDATE "change_cursors" SET "position" = GREATEST("position", $2::bigint), "leasedUntil" = NULL, "failures" = 0, "lastError" = NULL,
        "nextAttemptAt" = now(), "movedAt" = now() WHERE "consumer" = $1`,
    [consumer, to],
  );
}

/** Lets the lease go without moving: the changes are due again at once (the process stops). */
export async function releaseCursor(db: DataSource, consumer: CursorConsumer): Promise<void> {
  await db.query(`UPDATE "change_cursors" SET "leasedUntil" = NULL WHERE "consumer" = $1`, [consumer]);
}

/** Records a failed attempt: the changes after the cursor (past `givenUpTo`, when some were given up) are tried again after `waitMs`. */
export async function cursorFailed(db: DataSource, consumer: CursorConsumer, waitMs: number, reason: string, givenUpTo?: string): Promise<void> {
  await db.query(
    `UPDATE "change_cursors" SET "position" = GREATEST("position", COALESCE($4::bigint, "position")), "leasedUntil" = NULL,
        "failures" = "failures" + 1, "lastError" = $2, "nextAttemptAt" = now() + $3 * interval '1 millisecond',
        "movedAt" = CASE WHEN $4::bigint IS NULL THEN "movedAt" ELSE now() END
      WHERE "consumer" = $1`,
    [consumer, reason.slice(0, 1000), waitMs, givenUpTo ?? null],
  );
}
