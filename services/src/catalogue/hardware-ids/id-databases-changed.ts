import { appendChanges, type Queryable } from '../../platform/change-log/recording';
import { loggedOptions } from '../../platform/change-log/logged';
import { IdDatabaseVersionRecord } from './id-database.entity';

/**
 * Logs an import of the PCI and USB ID databases (the five tables replaced whole, their versions in
 * id_database_versions) in its transaction, as the entity declares it: the hardware ID lookups' kept answers go.
 * An import runs on a client of its own (a migration, the command, a start), so it appends the change itself.
 */
export async function recordIdDatabasesImported(db: Queryable): Promise<void> {
  const keys = loggedOptions<Partial<IdDatabaseVersionRecord>>(IdDatabaseVersionRecord)!.keys({});
  await appendChanges(db, [{ entity: 'id_database_versions', entityId: null, kind: 'update', keys, event: null }]);
}
