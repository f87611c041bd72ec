import { HttpStatus } from '@nestjs/common';

/** How long a client should wait before trying again after a 503 (seconds). */
export const RETRY_AFTER_SECONDS = 5;

/** The database took too long: statement_timeout (57014), idle_in_transaction_session_timeout (25P03), lock_timeout (55P03). */
const TOO_SLOW = new Set(['57014', '25P03', '55P03']);
/** The database cannot serve now: connection exceptions (08), insufficient resources (53), shutting down or starting (57P0x), or a retryable conflict. */
const UNAVAILABLE = /^(08|53|57P0)|^(40001|40P01)$/;
/** The driver's own words for a connection it could not make or lost. */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|not queryable|Cannot use a pool after calling end|not currently accepting connections/i;

export interface DatabaseFailure {
  statusCode: number;
  message: string;
}

/** The error and the errors it wraps (TypeORM's driverError, a cause), nearest first. */
function* chain(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let depth = 0, current = error; depth < 4 && typeof current === 'object' && current !== null; depth++) {
    yield current as { code?: unknown; message?: unknown };
    const next = current as { driverError?: unknown; cause?: unknown };
    current = next.driverError ?? next.cause;
  }
}

const cannotServe = (sqlState: string, message: unknown) =>
  UNAVAILABLE.test(sqlState) || NETWORK_CODES.has(sqlState) || (typeof message === 'string' && CONNECTION_MESSAGES.test(message));

/** The database could not be reached, or cannot serve now (down, starting, a standby's conflict with recovery): not a slow or wrong statement. */
export function isUnavailable(error: unknown): boolean {
  for (const { code, message } of chain(error)) if (cannotServe(typeof code === 'string' ? code : '', message)) return true;
  return false;
}

/**
 * What a database error means to the client: 503 when the database is down, slow or busy (nothing was written;
 * try again), 400 for a value PostgreSQL cannot hold (class 22: a backstop behind validation), 409 for a
 * duplicate; undefined for anything else (a bug: 500).
 */
export function describeDatabaseError(error: unknown): DatabaseFailure | undefined {
  for (const { code, message } of chain(error)) {
    const sqlState = typeof code === 'string' ? code : '';
    if (TOO_SLOW.has(sqlState)) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database did not answer in time. Try again shortly.' };
    if (cannotServe(sqlState, message)) return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: 'The database is unavailable. Try again shortly.' };
    if (/^22/.test(sqlState)) return { statusCode: HttpStatus.BAD_REQUEST, message: 'The input cannot be stored.' };
    if (sqlState === '23505') return { statusCode: HttpStatus.CONFLICT, message: 'This conflicts with a record that already exists.' };
  }
  return undefined;
}
