import { BadRequestException } from '@nestjs/common';
import { createHash } from 'node:crypto';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/** One column of a list's order; the last key of every order is the row's id, so no two rows tie. */
export interface SortKey {
  /** The column as TypeORM names it in a query (`d.downloadCount`). */
  column: string;
  direction: 'ASC' | 'DESC';
  type: 'integer' | 'text' | 'timestamptz' | 'date';
  /** The column may be empty: empty values come last in either direction. */
  nullable?: boolean;
}

/** The list, sort and filters a cursor was made for; a cursor is refused anywhere else. */
export interface CursorScope {
  list: string;
  sort: string;
  filters: Record<string, unknown>;
}

/** A value as PostgreSQL writes it in text; `text` takes anything up to this length. */
const VALUE_FORMS: Record<SortKey['type'], RegExp> = {
  integer: /^-?\d{1,10}$/,
  text: /^[\s\S]{0,1000}$/,
  timestamptz: /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d{1,6})?[+-]\d{2}(:\d{2})?$/,
  date: /^\d{4}-\d{2}-\d{2}$/,
};

const fingerprint = (filters: Record<string, unknown>): string => {
  const given = Object.keys(filters)
    .filter((name) => filters[name] !== undefined && filters[name] !== '')
    .sort()
    .map((name) => [name, filters[name]]);
  return createHash('sha256').update(JSON.stringify(given)).digest('base64url').slice(0, 12);
};

/** The opaque cursor after a row: base64url of its sort key's values (its id last), the list, the sort and its filters' fingerprint. */
export function encodeCursor(scope: CursorScope, values: Array<string | null>): string {
  return Buffer.from(JSON.stringify({ l: scope.list, s: scope.sort, f: fingerprint(scope.filters), v: values })).toString('base64url');
}

/** The sort key's values a cursor carries, checked against the list, sort and filters it is used with; a 400 otherwise. */
export function decodeCursor(cursor: string, scope: CursorScope, keys: SortKey[]): Array<string | null> {
  let parsed: { l?: unknown; s?: unknown; f?: unknown; v?: unknown };
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new BadRequestException('after is not a cursor of this API: pass the nextCursor of the previous page as it was answered.');
  }
  const values = parsed?.v;
  const valid =
    Array.isArray(values) &&
    values.length === keys.length &&
    values.every((value, i) => (value === null ? keys[i].nullable : typeof value === 'string' && VALUE_FORMS[keys[i].type].test(value)));
  const notOurs = () =>
    new BadRequestException(`after is not a cursor of ${scope.list}: pass the nextCursor of the previous page of this list as it was answered.`);
  if (parsed?.l !== scope.list || typeof parsed.s !== 'string') throw notOurs();
  if (parsed.s !== scope.sort) {
    throw new BadRequestException(
      `after is a cursor for the sort "${parsed.s}", not "${scope.sort}": keep the sort of the first page, or start again without after.`,
    );
  }
  if (!valid) throw notOurs();
  if (parsed.f !== fingerprint(scope.filters)) {
    throw new BadRequestException(
      'after is a cursor made for other filters: keep the filters (q, category, manufacturer…) of the first page, or start again without after.',
    );
  }
  return values as Array<string | null>;
}

/** `after` with a position (`page`, `offset`) is a 400: a page starts after a cursor or at a position, not both. */
export function refuseBoth(position: 'page' | 'offset', value: unknown): void {
  if (value === undefined) return;
  const by = position === 'page' ? 'number (page)' : 'position (offset)';
  throw new BadRequestException(`after and ${position} cannot be used together: page by cursor (after) or by ${by}, not both.`);
}

/** The order of the keys, as TypeORM's orderBy takes it. */
export function orderOf(keys: SortKey[]): Record<string, 'ASC' | 'DESC' | { order: 'ASC' | 'DESC'; nulls: 'NULLS LAST' }> {
  return Object.fromEntries(keys.map((k) => [k.column, k.nullable ? { order: k.direction, nulls: 'NULLS LAST' } : k.direction]));
}

/** The order of the keys as SQL, for a query written out by hand. */
export const orderSql = (keys: SortKey[]): string => keys.map((k) => `${k.column} ${k.direction}${k.nullable ? ' NULLS LAST' : ''}`).join(', ');

/**
 * Keyset paging: (k1, k2, …) "after" (v1, v2, …) as SQL, written out key by key so that each key keeps its own direction
 * and empty values come last. `param(i)` names the i-th value's placeholder; it is asked only for the values used.
 */
export function afterCondition(keys: SortKey[], values: Array<string | null>, param: (i: number) => string): string {
  const value = (i: number) => `CAST(${param(i)} AS ${keys[i].type})`;
  const after = (i: number): string => {
    const { column, direction, nullable } = keys[i];
    if (values[i] === null) return 'FALSE';
    const beyond = `${column} ${direction === 'ASC' ? '>' : '<'} ${value(i)}`;
    return nullable ? `(${beyond} OR ${column} IS NULL)` : beyond;
  };
  const same = (i: number) => (values[i] === null ? `${keys[i].column} IS NULL` : `${keys[i].column} = ${value(i)}`);
  const branches = keys.map((_, i) => [...keys.slice(0, i).map((__, j) => same(j)), after(i)].join(' AND '));
  return `(${branches.map((b) => `(${b})`).join(' OR ')})`;
}

/** Only the rows after the cursor's row in the keys' order. */
export function whereAfter<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, keys: SortKey[], values: Array<string | null>): SelectQueryBuilder<T> {
  const params: Record<string, string | null> = {};
  const condition = afterCondition(keys, values, (i) => {
    params[`cursor${i}`] = values[i];
    return `:cursor${i}`;
  });
  return qb.andWhere(condition, params);
}

/** Each key's value as PostgreSQL writes it in text, selected as `cursor_0`, `cursor_1`… for nextPageOf. */
export const cursorColumns = (keys: SortKey[]): string[] => keys.map((k, i) => `(${k.column})::text AS "cursor_${i}"`);

/** A page read with one row more than `limit`: its first `limit` rows and the cursor after the last of them (null when no row follows). */
export function nextPageOf<T>(
  rows: T[],
  raw: Array<Record<string, unknown>>,
  keys: SortKey[],
  scope: CursorScope,
  limit: number | undefined,
): { items: T[]; nextCursor: string | null } {
  if (limit === undefined || rows.length <= limit) return { items: rows, nextCursor: null };
  const last = raw[limit - 1] as Record<string, string | null>;
  return {
    items: rows.slice(0, limit),
    nextCursor: encodeCursor(
      scope,
      keys.map((_, i) => last[`cursor_${i}`]),
    ),
  };
}

/** An admin list's page in the keys' order: after the cursor's row when `after` is given (not with `page`: 400), else from row `skip`. */
export function startOfPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: SortKey[],
  scope: CursorScope,
  { after, page }: { after?: string; page?: number },
  skip: number,
): SelectQueryBuilder<T> {
  qb.orderBy(orderOf(keys));
  if (after === undefined) return qb.offset(skip);
  refuseBoth('page', page);
  return whereAfter(qb, keys, decodeCursor(after, scope, keys));
}

/** Reads `limit` rows of a keyset query and the cursor after the last of them (null when no row follows). */
export async function readPage<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  keys: SortKey[],
  scope: CursorScope,
  limit: number | undefined,
): Promise<{ items: T[]; nextCursor: string | null }> {
  keys.forEach((k, i) => qb.addSelect(`(${k.column})::text`, `cursor_${i}`));
  const { entities, raw } = await (limit === undefined ? qb : qb.limit(limit + 1)).getRawAndEntities();
  return nextPageOf(entities, raw, keys, scope, limit);
}

/** The `Link` header of the next page: this request's path and query with `after` set to the next cursor. */
export function nextLink(originalUrl: string, nextCursor: string | null): string | undefined {
  if (!nextCursor) return undefined;
  const url = new URL(originalUrl, 'http://localhost');
  url.searchParams.set('after', nextCursor);
  return `<${url.pathname}${url.search}>; rel="next"`;
}
