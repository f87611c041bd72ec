import { cacheKey, carriesSession as carriesSessionCookie, matchesEntityTag, PUBLIC_READ_CHANGES_PATH, PublicReadChange } from '@driveratlas/catalog';
import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { PRIVACY_OPT_OUT_HEADER, sendsGlobalPrivacyControl } from '../common/global-privacy-control';
import { requestId } from '../common/request-logger.middleware';
import { PUBLIC_CACHE_CONTROL, PUBLIC_VARY, ResponseCache } from './response-cache';

/** A GET that the cache could not answer: where its answer is stored, and the cache's generation when it arrived. */
export interface PendingRead {
  key: string;
  generation: number;
}
const PENDING_READ = Symbol('pendingRead');
type WithPendingRead = IncomingMessage & { [PENDING_READ]?: PendingRead };

/** The pending read of a request the cache could not answer (none for a signed-in operator, or with the cache off). */
export const pendingReadOf = (req: IncomingMessage): PendingRead | undefined => (req as WithPendingRead)[PENDING_READ];

/** A request carrying the admin session cookie (valid or not) is never answered from, nor stored in, the cache. */
export const carriesSession = (req: IncomingMessage): boolean => carriesSessionCookie(req.headers.cookie);

/** How often an open stream of changes carries a comment, so that nothing between closes it as idle. */
const CHANGES_HEARTBEAT_MS = 15_000;

/**
 * Answers the public reads the cache holds before Express sees the request (its routing alone costs more than
 * the answer): the same headers as the service's own answer, 304 when If-None-Match holds the ETag, the request's
 * id, the Global Privacy Control answer, and the access-log line at LOG_LEVEL=info. It also streams the cache's
 * changes to the gateway (PUBLIC_READ_CHANGES_PATH). Anything else goes on to the app.
 */
export function serveCachedReadsFirst(server: Server, cache: ResponseCache, logger: Logger): void {
  const app = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (req.method === 'GET' && req.url === PUBLIC_READ_CHANGES_PATH) return streamChanges(res, cache);
    if (!answerFromCache(req, res, cache, logger)) for (const listener of app) listener.call(server, req, res);
  });
}

/**
 * The cache's changes as server-sent events, for the gateway that keeps public reads too: whether answers are
 * served from memory now, then a message at every invalidation. The stream ends when the process stops (or
 * dies), which tells the gateway to keep nothing until it hears from a service again.
 */
function streamChanges(res: ServerResponse, cache: ResponseCache): void {
  res.writeHead(200, { 'Content-Type': 'text/event-stream', 'Cache-Control': 'no-store' });
  const send = (serving: boolean) => res.write(`data: ${JSON.stringify({ serving } satisfies PublicReadChange)}\n\n`);
  send(cache.enabled);
  if (cache.stopped) return void res.end();
  const stopListening = cache.onChange((serving) => {
    send(serving);
    if (cache.stopped) res.end();
  });
  const heartbeat = setInterval(() => res.write(':\n\n'), CHANGES_HEARTBEAT_MS);
  heartbeat.unref();
  res.once('close', () => {
    stopListening();
    clearInterval(heartbeat);
  });
}

function answerFromCache(req: IncomingMessage, res: ServerResponse, cache: ResponseCache, logger: Logger): boolean {
  if (req.method !== 'GET' || !cache.enabled || carriesSession(req)) return false;
  const key = cacheKey(req.url ?? '');
  const answer = cache.get(key);
  if (!answer) {
    (req as WithPendingRead)[PENDING_READ] = { key, generation: cache.generation };
    return false;
  }
  const started = performance.now();
  const id = requestId(req, res);
  if (sendsGlobalPrivacyControl(req)) res.setHeader(PRIVACY_OPT_OUT_HEADER, 'sale, sharing');
  // A request with Cache-Control: no-cache asks for the whole answer, as Express's own freshness check grants.
  const fresh = matchesEntityTag(req.headers['if-none-match'], answer.etag) && !/no-cache/.test(req.headers['cache-control'] ?? '');
  if (fresh) {
    res.writeHead(304, { ETag: answer.etag, 'Cache-Control': PUBLIC_CACHE_CONTROL, Vary: PUBLIC_VARY });
    res.end();
  } else {
    res.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': answer.body.length,
      ETag: answer.etag,
      'Cache-Control': PUBLIC_CACHE_CONTROL,
      Vary: PUBLIC_VARY,
    });
    res.end(answer.body);
  }
  if (logger.isLevelEnabled('info')) {
    const responseTime = Math.round(performance.now() - started);
    logger.info({ reqId: id, req: { method: req.method, url: req.url }, res: { statusCode: res.statusCode }, responseTime }, 'request completed');
  }
  return true;
}
