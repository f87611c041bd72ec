import type { EntityManager } from 'typeorm';
import { driverKeys, keysToPurge } from '../cdn/cache-tags';
import { recordPurge } from '../cdn/purge-outbox';
import { recordEvent } from '../webhooks/outbox';
import type { Driver } from './driver.entity';

/** The driver's fields as a partner reads them (the API's own driver answer, without the search columns). */
const driverView = ({ searchText: _text, staticScore: _score, releasedOn: _month, ...driver }: Partial<Driver>) => driver;

/** Fields that change with every write or are derived from the others: never reported as changes. */
const NOT_CHANGES = new Set(['id', 'createdAt', 'updatedAt', 'downloadCount', 'releasedOn', 'searchText', 'staticScore']);

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** Records a driver's creation, for partners and for the CDN (its category's, manufacturer's and the catalogue's answers change). */
export async function recordDriverCreated(manager: EntityManager, driver: Driver): Promise<void> {
  await recordEvent(manager, 'driver.created', { driver: driverView(driver) });
  await recordPurge(manager, keysToPurge(driverKeys(driver)));
}

/**
 * Records what an edit changes in a driver, `current` as stored and `next` the fields it writes, before they are
 * merged: `{ driver, changes: { version: { from, to }, … } }`, the version first when it changed, and the CDN's purge
 * of what it was and what it becomes (both categories when it moves). An edit that changes nothing records nothing.
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
  await recordPurge(manager, keysToPurge(driverKeys(current), driverKeys({ ...current, ...next })));
}

/** Records a driver's deletion, with what it was, before it is deleted (nothing when there is no such driver). */
export async function recordDriverDeleted(manager: EntityManager, id: number): Promise<void> {
  const [driver] = await manager.query(`SELECT id, name, version, manufacturer, category FROM drivers WHERE id = $1 FOR UPDATE`, [id]);
  if (!driver) return;
  await recordEvent(manager, 'driver.deleted', { driver });
  await recordPurge(manager, keysToPurge(driverKeys(driver)));
}
