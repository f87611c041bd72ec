import type { DataSource, EntityManager, EntityMetadata, EntityTarget, ObjectLiteral, QueryRunner } from 'typeorm';
import { type ChangeRow, describeRows, type LoggedEntity } from './describe-change';
import { type ChangeKind, loggedOptions } from './logged';

/** Where a transaction's query runner keeps the changes its writes made, until they are appended (QueryRunner.data is TypeORM's place for it). */
const RECORDED = 'driveratlas.changes';

/** The PostgreSQL channel on which every change appended to the log is announced when it commits: it only wakes the readers. */
export const CHANGES_CHANNEL = 'driveratlas_changes';

/** A TypeORM manager or query runner, or a pg client: anything that runs a statement. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** The entity as the change log knows it (its table, columns and @Logged declaration), or undefined when it is not logged. */
export function loggedEntity(metadata: EntityMetadata): LoggedEntity | undefined {
  const options = loggedOptions<Record<string, unknown>>(metadata.target);
  if (!options) return undefined;
  const names = (columns: typeof metadata.columns) => columns.map((column) => column.propertyName);
  return { table: metadata.tableName, primary: names(metadata.primaryColumns), columns: names(metadata.columns), options };
}

/** Every logged entity of a data source. */
export const loggedEntities = (dataSource: DataSource): LoggedEntity[] =>
  dataSource.entityMetadatas.map(loggedEntity).filter((entity): entity is LoggedEntity => entity !== undefined);

/** Starts keeping the changes of the transaction `manager` runs: appendRecorded() appends them before it commits. */
export function startRecording(manager: EntityManager): void {
  const runner = manager.queryRunner;
  if (!runner) throw new Error('A write records its changes in a transaction: give it the transaction’s manager.');
  runner.data = { ...runner.data, [RECORDED]: [] };
}

/** The changes kept for the transaction of `runner`, or undefined when it does not record (a write outside @Write()). */
export function recordedOn(runner: QueryRunner | undefined): ChangeRow[] | undefined {
  return (runner?.data as Record<string, ChangeRow[] | undefined> | undefined)?.[RECORDED];
}

/**
 * Records a statement that changed many rows of a logged entity at once (raw SQL, a bulk load, a batch of counts), in
 * the transaction's change log: `rows` are the states whose keys it touches (for an update, before and after), `columns`
 * the columns it set (quiet columns alone purge nothing).
 */
export function recordRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  kind: ChangeKind,
  rows: Partial<T>[],
  columns?: string[],
): void {
  const metadata = manager.connection.getMetadata(target);
  const entity = loggedEntity(metadata);
  if (!entity) throw new Error(`${metadata.tableName} is not a logged entity: its changes are not recorded.`);
  const recorded = recordedOn(manager.queryRunner);
  if (!recorded) throw new Error(`${metadata.tableName} was written outside a write transaction (@Write()): its change would not reach the change log.`);
  recorded.push(describeRows(entity, kind, rows as Record<string, unknown>[], columns));
}

/**
 * Appends changes to the log in the transaction making them (the database's `record_changes`, which also an operator's
 * SQL calls): from its lock to the commit, one writer at a time, so the log's ids are in the order changes commit and a
 * reader that has seen one id has seen every change before it. PostgreSQL then announces them on CHANGES_CHANNEL.
 */
export async function appendChanges(db: Queryable, rows: ChangeRow[]): Promise<void> {
  if (rows.length) await db.query('SELECT record_changes($1::jsonb)', [JSON.stringify(rows)]);
}

/** Appends what the transaction recorded (call it last, just before the commit: the log's lock is held from here). */
export async function appendRecorded(manager: EntityManager): Promise<void> {
  const recorded = recordedOn(manager.queryRunner);
  if (!recorded) return;
  await appendChanges(manager, recorded.splice(0));
}

/** A transaction whose writes of logged entities are appended to the change log as it commits (a start-up load, a timer's batch). */
export function recordingTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    startRecording(manager);
    const result = await work(manager);
    await appendRecorded(manager);
    return result;
  });
}
