import { ServiceUnavailableException } from '@nestjs/common';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { DataSource, EntityManager } from 'typeorm';
import { appendRecorded, startRecording } from '../change-log/recording';
import { currentRequest } from '../common/request-context';

export const GAVE_UP = 'The database did not answer in time. Nothing was stored; try again shortly.';

/** The service's database, which @Write() opens its transactions on (set once it is connected). */
let database: DataSource | undefined;
/** The transaction of the write being run, for the code it calls. */
const transactions = new AsyncLocalStorage<EntityManager>();

/** Hands @Write() the service's database, as soon as it is connected. */
export function writeTo(dataSource: DataSource): DataSource {
  database = dataSource;
  return dataSource;
}

/**
 * Makes a service method a write: it runs in one transaction that ends with the request, its statements stopping at
 * the request's deadline (statement_timeout, which PostgreSQL enforces even if the service stalls), the request's
 * `beforeCommit` statements (the idempotency key's "applied" mark) run in it, and it rolls back instead of committing
 * when the client has gone (the gateway gave up, the visitor left), so a write answered with an error is never applied
 * later and a retry cannot duplicate it. Without a request (start-up, a timer) it is a plain transaction. A write
 * called from another joins its transaction. The method writes through `writer()`; what it changes in the entities
 * public reads, the CDN or webhooks follow is appended to the change log just before the commit (change-log/).
 */
export function Write(): MethodDecorator {
  return (_target, _name, descriptor: PropertyDescriptor) => {
    const method = descriptor.value as (...args: unknown[]) => Promise<unknown>;
    descriptor.value = function (this: unknown, ...args: unknown[]) {
      const run = () => method.apply(this, args);
      return transactions.getStore() ? run() : inWriteTransaction(run);
    };
  };
}

/** The transaction of the write being run: what a @Write() method writes (and reads what it writes) through. */
export function writer(): EntityManager {
  const transaction = transactions.getStore();
  if (!transaction) throw new Error('writer() is for the methods marked @Write(), which run in a write transaction.');
  return transaction;
}

async function inWriteTransaction<T>(work: () => Promise<T>): Promise<T> {
  if (!database) throw new Error('The database is not connected yet: no write can run.');
  const request = currentRequest();
  const result = await database.transaction(async (transaction) => {
    startRecording(transaction);
    if (request) {
      const remaining = Math.ceil(request.deadline - Date.now());
      if (remaining < 1) throw new ServiceUnavailableException(GAVE_UP);
      await transaction.query(`SELECT set_config('statement_timeout', $1, true)`, [String(remaining)]);
    }
    const result = await transactions.run(transaction, work);
    for (const statement of request?.beforeCommit ?? []) await statement(transaction);
    // Last: the change log's lock is held from here to the commit.
    await appendRecorded(transaction);
    if (request?.signal.aborted) throw new ServiceUnavailableException('The client left before the answer. Nothing was stored.');
    return result;
  });
  // The answer then says where the primary stands (WritePositionInterceptor, with a read replica).
  if (request) request.committedWrite = true;
  return result;
}
