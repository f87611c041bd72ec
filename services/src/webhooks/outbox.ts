import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { Driver } from '../drivers/driver.entity';
import type { PrinterModel } from '../printers/printer-model.entity';
import type { WebhookEventType } from './event-types';

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

/** The driver's fields as a partner reads them (the API's own driver answer, without the search columns). */
const driverView = ({ searchText: _text, staticScore: _score, releasedOn: _month, ...driver }: Partial<Driver>) => driver;

/** Fields that change with every write or are derived from the others: never reported as changes. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt', 'downloadCount', 'releasedOn', 'searchText', 'staticScore']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

export const recordDriverCreated = (manager: EntityManager, driver: Driver) => recordEvent(manager, 'driver.created', { driver: driverView(driver) });

/**
 * Records what an edit changes in a driver, `current` as stored and `next` the fields it writes, before they are
 * merged: `{ driver, changes: { version: { from, to }, … } }`, the version first when it changed. An edit that changes
 * nothing records nothing.
 */
export async function recordDriverUpdated(manager: EntityManager, current: Driver, next: Partial<Driver>): Promise<void> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  const fields = Object.keys(next).filter((field) => !NOT_CHANGES.has(field));
  for (const field of ['version', ...fields.filter((f) => f !== 'version')]) {
    const from = current[field as keyof Driver];
    const to = next[field as keyof Driver];
    if (field in next && !same(from, to)) changes[field] = { from: from ?? null, to: to ?? null };
  }
  if (!Object.keys(changes).length) return;
  await recordEvent(manager, 'driver.updated', { driver: driverView({ ...current, ...next }), changes });
}

/** Records a driver's deletion, with what it was, before it is deleted (nothing when there is no such driver). */
export async function recordDriverDeleted(manager: EntityManager, id: number): Promise<void> {
  const [driver] = await manager.query(`SELECT id, name, version, manufacturer, category FROM drivers WHERE id = $1 FOR UPDATE`, [id]);
  if (driver) await recordEvent(manager, 'driver.deleted', { driver });
}

/** Records a printer model created, updated or (before it is deleted, by id) deleted. */
export async function recordPrinterModelChanged(
  manager: EntityManager,
  change: 'created' | 'updated' | 'deleted',
  model: PrinterModel | { id: number },
): Promise<void> {
  const [found] = change === 'deleted' ? await manager.query(`SELECT * FROM printer_models WHERE id = $1 FOR UPDATE`, [model.id]) : [model];
  if (found) await recordEvent(manager, 'printer_model.changed', { change, printerModel: found });
}
