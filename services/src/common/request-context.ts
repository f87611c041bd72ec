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
}

const storage = new AsyncLocalStorage<RequestContext>();

/** The request being served, when there is one (not at start-up or in a timer). */
export const currentRequest = (): RequestContext | undefined => storage.getStore();

/**
 * Gives each request its context, after the body parser (whose stream events would lose it): a deadline
 * `budgetMs` from now, and a signal for a client that leaves early.
 */
export function requestContext(budgetMs: number) {
  return (_req: Request, res: Response, next: NextFunction): void => {
    const client = new AbortController();
    res.once('close', () => {
      if (!res.writableFinished) client.abort();
    });
    storage.run({ deadline: Date.now() + budgetMs, signal: client.signal, beforeCommit: [] }, next);
  };
}
