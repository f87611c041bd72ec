import { FEEDS_PATH } from '@driveratlas/driver-domain';
import type { FastifyInstance } from 'fastify';
import { RETRY_AFTER_SECONDS, upstreamError } from './errors';
import type { PublicReadCache } from './public-read-cache';
import { API_PREFIX } from './service-client';

/** The headers of the service's answer a feed is served with (its length and encoding are the gateway's). */
const FEED_HEADERS = ['content-type', 'cache-control', 'etag', 'vary'];

/**
 * The Atom feeds at the site's own addresses people subscribe to (`/feeds/drivers.atom`…): the API's documents at the
 * same path under its prefix, read through the gateway's kept public reads, so a feed is emptied with them at every change the service
 * announces and answers 304 to its ETag. A refusal (an unknown category: 404) is the service's JSON answer.
 */
export function registerFeeds(app: FastifyInstance, { publicReads, serviceTimeoutMs }: { publicReads: PublicReadCache; serviceTimeoutMs: number }): void {
  app.get(`${FEEDS_PATH}/*`, async (request, reply) => {
    const path = request.url.split('?')[0];
    if (!path.endsWith('.atom')) return reply.callNotFound();
    let answer;
    try {
      answer = await publicReads.read(`${API_PREFIX}${path}`, request.id, serviceTimeoutMs);
    } catch (error) {
      request.log.warn({ err: error }, 'the feed could not be read');
      const body = upstreamError({
        statusCode: (error as Error).name === 'TimeoutError' ? 504 : undefined,
        cause: (error as { cause?: { code?: string } }).cause,
      });
      return reply.code(body.statusCode).type('application/json').send(body);
    }
    const headers = Object.fromEntries(FEED_HEADERS.flatMap((name) => (answer.headers[name] === undefined ? [] : [[name, answer.headers[name]]])));
    if (answer.status !== 200) {
      const retryAfter = answer.headers['retry-after'];
      if (answer.status === 503) reply.header('Retry-After', typeof retryAfter === 'string' ? retryAfter : String(RETRY_AFTER_SECONDS));
      return reply.code(answer.status).headers(headers).send(answer.body);
    }
    return publicReads.replyWith(request, reply, headers, answer.body);
  });
}
