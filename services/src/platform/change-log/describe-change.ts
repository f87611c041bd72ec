import type { ChangeEvent, ChangeKind, EntityChange, LoggedOptions } from './logged';

/** One row of the change log, as a write appends it. */
export interface ChangeRow {
  /** The table changed. */
  entity: string;
  /** The row's primary key (its columns joined by ","), or null for a statement that changed many. */
  entityId: string | null;
  kind: ChangeKind;
  /** The CDN keys it purges: empty for a quiet change. */
  keys: string[];
  /** The webhook event it is for partners, if any. */
  event: ChangeEvent | null;
}

/** An entity as the change log knows it: its table, its columns and what it declared. */
export interface LoggedEntity<T = Record<string, unknown>> {
  table: string;
  primary: string[];
  columns: string[];
  options: LoggedOptions<T>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The keys a change of these states purges: each state's, once each. */
export function keysOf<T>({ options }: LoggedEntity<T>, states: T[]): string[] {
  return [...new Set(states.flatMap((state) => options.keys(state)))];
}

/** The row's primary key as the log names it (its columns joined by ","), or null when the state lacks it. */
function idOf<T>({ primary }: LoggedEntity<T>, state: T): string | null {
  const values = primary.map((column) => (state as Record<string, unknown>)[column]);
  return values.every((value) => value !== undefined && value !== null) ? values.map(String).join(',') : null;
}

/** What an update changed, column by column: every column but the primary key's, before against after. */
function changedColumns<T>(entity: LoggedEntity<T>, before: T, after: T): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const column of entity.columns) {
    if (entity.primary.includes(column) || !(column in (after as object))) continue;
    const from = (before as Record<string, unknown>)[column];
    const to = (after as Record<string, unknown>)[column];
    if (!same(from, to)) changes[column] = { from: from ?? null, to: to ?? null };
  }
  return changes;
}

/**
 * The log row of one row's change, or undefined when an update changed nothing. An update of quiet columns alone (a
 * counter) is logged without keys or event: public reads change, but it is no change the CDN or partners hear of.
 */
export function describeChange<T>(entity: LoggedEntity<T>, kind: ChangeKind, before: T | undefined, after: T | undefined): ChangeRow | undefined {
  const state = (after ?? before)!;
  const row = { entity: entity.table, entityId: idOf(entity, state), kind };
  if (kind !== 'update') {
    const change: EntityChange<T> = { kind, before, after, changes: {} };
    return { ...row, keys: keysOf(entity, [state]), event: entity.options.event?.(change) ?? null };
  }
  const all = changedColumns(entity, before!, after!);
  if (!Object.keys(all).length) return undefined;
  const quiet = new Set(entity.options.quiet ?? []);
  const changes = Object.fromEntries(Object.entries(all).filter(([column]) => !quiet.has(column)));
  if (!Object.keys(changes).length) return { ...row, keys: [], event: null };
  return { ...row, keys: keysOf(entity, [before!, after!]), event: entity.options.event?.({ kind, before, after, changes }) ?? null };
}

/**
 * The log row of a statement that changed many rows at once (raw SQL, a bulk load): the keys of every row given, no
 * event, and none at all when only quiet columns changed (a batch of download counts). An entity partners get events of
 * cannot be changed so: its rows must be written one by one, so each has its event.
 */
export function describeRows<T>(entity: LoggedEntity<T>, kind: ChangeKind, rows: T[], columns?: string[]): ChangeRow {
  const quiet = new Set(entity.options.quiet ?? []);
  const quietOnly = kind === 'update' && columns !== undefined && columns.every((column) => quiet.has(column));
  if (entity.options.event && !quietOnly) throw new Error(`${entity.table} has webhook events: write its rows one by one (save, remove), not in bulk.`);
  const entityId = rows.length === 1 ? idOf(entity, rows[0]) : null;
  return { entity: entity.table, entityId, kind, keys: quietOnly ? [] : keysOf(entity, rows), event: null };
}
