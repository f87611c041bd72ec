import {
  type EntityMetadata,
  type EntitySubscriberInterface,
  EventSubscriber,
  type InsertEvent,
  type QueryRunner,
  type RemoveEvent,
  type UpdateEvent,
} from 'typeorm';
import { type ChangeRow, describeChange } from './describe-change';
import type { ChangeKind } from './logged';
import { loggedEntity, recordedOn } from './recording';

type Row = Record<string, unknown>;

/** A copy of a row's state as it is now: the event is built from it, whatever the caller does with the entity after. */
const snapshot = (state: unknown): Row | undefined => (state ? { ...(state as Row) } : undefined);

/**
 * Records every insert, update and delete of a logged entity (@Logged) in the change log of the transaction that makes
 * it, from TypeORM's own events: a feature that saves or removes an entity cannot forget to. A statement TypeORM cannot
 * tell the rows of (a query builder's update or delete) is refused before it runs: such a write runs without
 * listeners (raw SQL, or `callListeners(false)`) and says what it changed with recordRows().
 */
@EventSubscriber()
export class ChangeLogSubscriber implements EntitySubscriberInterface {
  afterInsert(event: InsertEvent<Row>): void {
    this.record(event.metadata, event.queryRunner, 'insert', undefined, snapshot(event.entity));
  }

  beforeUpdate(event: UpdateEvent<Row>): void {
    if (!event.databaseEntity) this.refuseBulk(event.metadata, 'update');
  }

  afterUpdate(event: UpdateEvent<Row>): void {
    // What was saved may be part of the row: the rest is as it was.
    const before = snapshot(event.databaseEntity);
    this.record(event.metadata, event.queryRunner, 'update', before, { ...before, ...snapshot(event.entity) });
  }

  beforeRemove(event: RemoveEvent<Row>): void {
    // Recorded before the delete, while the entity still has its id: a delete that fails rolls the transaction back anyway.
    const before = snapshot(event.databaseEntity ?? event.entity);
    if (!before) return this.refuseBulk(event.metadata, 'delete');
    this.record(event.metadata, event.queryRunner, 'delete', before, undefined);
  }

  private record(metadata: EntityMetadata, runner: QueryRunner, kind: ChangeKind, before: Row | undefined, after: Row | undefined): void {
    const entity = loggedEntity(metadata);
    if (!entity) return;
    const recorded = recordedOn(runner);
    if (!recorded) throw new Error(`${entity.table} was written outside a write transaction (@Write()): its change would not reach the change log.`);
    const row: ChangeRow | undefined = describeChange(entity, kind, before, after);
    if (row) recorded.push(row);
  }

  private refuseBulk(metadata: EntityMetadata, kind: ChangeKind): void {
    const entity = loggedEntity(metadata);
    if (entity)
      throw new Error(
        `A bulk ${kind} of ${entity.table} cannot be logged row by row: save or remove the entities, or run it as raw SQL and record it with recordRows().`,
      );
  }
}
