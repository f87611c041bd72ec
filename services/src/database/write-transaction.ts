import { ServiceUnavailableException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { currentRequest } from '../common/request-context';

export const GAVE_UP = 'The database did not answer in time. Nothing was stored; try again shortly.';

/**
 * Runs a write in one transaction that ends with the request: its statements stop at the request's deadline
 * (statement_timeout, which PostgreSQL enforces even if the service stalls), and it rolls back instead of
 * committing when the client has gone (the gateway gave up, the visitor left), so a write answered with an
 * error is never applied later and a retry cannot duplicate it.
 */
export function writeTransaction<T>(manager: EntityManager, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const request = currentRequest();
  return manager.transaction(async (transaction) => {
    if (request) {
      const remaining = Math.ceil(request.deadline - Date.now());
      if (remaining < 1) throw new ServiceUnavailableException(GAVE_UP);
      await transaction.query(`SELECT set_config('statement_timeout', $1, true)`, [String(remaining)]);
    }
    const result = await work(transaction);
    for (const statement of request?.beforeCommit ?? []) await statement(transaction);
    if (request?.signal.aborted) throw new ServiceUnavailableException('The client left before the answer. Nothing was stored.');
    return result;
  });
}
