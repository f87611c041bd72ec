import { Client } from 'pg';
import { currentRequest } from '../common/request-context';
import { DatabaseClient } from './database-client';

/**
 * A pg client that adds the time of each statement, from sending it to having its rows, to the request it runs for
 * (SERVER_TIMING=on, a debug setting: the benchmarks read it to tell the database's share of a request).
 */
export class TimedClient extends DatabaseClient {}
const untimedQuery = Client.prototype.query;
TimedClient.prototype.query = function timedQuery(this: Client, ...args: Parameters<typeof untimedQuery>) {
  const timing = currentRequest()?.database;
  const started = performance.now();
  const result = untimedQuery.apply(this, args) as unknown;
  if (timing && result instanceof Promise) {
    const stop = () => {
      timing.ms += performance.now() - started;
      timing.statements++;
    };
    result.then(stop, stop);
  }
  return result;
} as typeof untimedQuery;
