import type { IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { SESSION_COOKIE } from '../auth/auth.service';
import { PRIVACY_OPT_OUT_HEADER, sendsGlobalPrivacyControl } from '../common/global-privacy-control';
import { requestId } from '../common/request-logger.middleware';
import { matchesEntityTag, PUBLIC_CACHE_CONTROL, PUBLIC_VARY, ResponseCache } from './response-cache';

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
export const carriesSession = (req: IncomingMessage): boolean => req.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false;

/** The request as the cache knows it: its path and its query parameters in sorted order. */
export function cacheKey(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const parameters = url
    .slice(start + 1)
    .split('&')
    .filter(Boolean)
    .sort();
  return parameters.length ? `${url.slice(0, start)}?${parameters.join('&')}` : url.slice(0, start);
}

/**
 * Answers the public reads the cache holds before Express sees the request (its routing alone costs more than
 * the answer): the same headers as the service's own answer, 304 when If-None-Match holds the ETag, the request's
 * id, the Global Privacy Control answer, and the access-log line at LOG_LEVEL=info. Anything else goes on to the app.
 */
export function serveCachedReadsFirst(server: Server, cache: ResponseCache, logger: Logger): void {
  const app = server.listeners('request') as RequestListener[];
  server.removeAllListeners('request');
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    if (!answerFromCache(req, res, cache, logger)) for (const listener of app) listener.call(server, req, res);
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
