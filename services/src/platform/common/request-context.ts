import { PUBLIC_READS_CHANGED_HEADER } from '@driveratlas/site-contracts';
import { AsyncLocalStorage } from 'node:async_hooks';
import type { NextFunction, Request, Response } from 'express';
import type { EntityManager } from 'typeorm';

/** What the writes of one request need to know about it, wherever they run. */
export interface RequestContext {
  /** When the service gives up on the request's writes (epoch ms): before the gateway gives up on the request. */
  deadline: number;
  /** Aborted when the client goes away before it has its answer. */
  signal: AbortSignal;
  /** Statements a write runs in its own transaction just before it commits (the idempotency key's "applied" mark). */
  beforeCommit: Array<(manager: EntityManager) => Promise<unknown>>;
  /** The time its database statements took, and how many ran (with SERVER_TIMING=on only). */
  database?: { ms: number; statements: number };
  /**
   * Says in the answer (`Public-Reads-Changed`) that the request changed what public reads show and the change is
   * committed and announced: the gateway then drops what it keeps before passing the answer on, so the visitor's next
   * read shows it, even before the announcement reaches the gateway.
   */
  changedPublicReads(): void;
  /** A write transaction of the request has committed (@Write()). */
  committedWrite?: boolean;
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, when there is one (not at start-up or in a timer). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Gives each request its context, after the body parser (whose stream events would lose it): a deadline
 * `budgetMs` from now, and a signal for a client that leaves early; with `timeStatements`, the time of its
 * database statements, sent in `Server-Timing`.
 */
export function requestContext(budgetMs: number, timeStatements = false) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const client = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) client.abort();
    });
    const database = timeStatements ? { ms: 0, statements: 0 } : undefined;
    if (database) reportDatabaseTime(res, database);
    const changedPublicReads = () => void (res.headersSent || res.setHeader(PUBLIC_READS_CHANGED_HEADER, 'true'));
    storage.run({ deadline: Date.now() + budgetMs, signal: client.signal, beforeCommit: [], database, changedPublicReads }, next);
  };
}

/** Sends the request's database time in `Server-Timing` (`db;dur=…;desc="N statements"`) with the answer's headers. */
function reportDatabaseTime(res: Response, timing: NonNullable<RequestContext['database']>): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<typeof writeHead>) {
    if (!this.headersSent) this.setHeader('Server-Timing', `db;dur=${timing.ms.toFixed(2)};desc="${timing.statements} statements"`);
    return writeHead.apply(this, args);
  } as typeof writeHead;
}
