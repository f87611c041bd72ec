import type { ChangeEvent, EntityChange } from '../../platform/change-log/logged';
import type { Driver } from './driver.entity';

/** The driver's fields as a partner reads them (the API's own driver answer, without the search columns). */
const driverView = ({ searchText: _text, staticScore: _score, releasedOn: _month, ...driver }: Partial<Driver>) => driver;

/**
 * The webhook event of a driver's change: `driver.created` with the driver; `driver.updated` with the driver and what
 * changed (`{ version: { from, to }, … }`, the version first when it changed); `driver.deleted` with what it was.
 */
export function driverEvent({ kind, before, after, changes }: EntityChange<Driver>): ChangeEvent {
  if (kind === 'insert') return { type: 'driver.created', data: { driver: driverView(after!) } };
  if (kind === 'delete') {
    const { id, name, version, manufacturer, category } = before!;
    return { type: 'driver.deleted', data: { driver: { id, name, version, manufacturer, category } } };
  }
  const { version, ...others } = changes;
  return { type: 'driver.updated', data: { driver: driverView(after!), changes: version ? { version, ...others } : others } };
}
