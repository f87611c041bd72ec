import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/**
 * The service's strong ETag names the bytes it sent; once the gateway compresses them, the bytes are others, so the
 * tag becomes weak (`W/"…"`, RFC 9110 8.8.1): still a valid validator for If-None-Match, which the gateway passes on
 * and the service compares weakly. A 304 and an uncompressed answer keep the tag as the service sent it.
 */
export function weakenEntityTagsOfCompressedAnswers(app: FastifyInstance): void {
  // Added to each route after @fastify/compress has added its own onSend, so it sees the encoding compress chose.
  app.addHook('onRoute', (route) => {
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, weakenIfCompressed as onSendHookHandler];
  });
}

function weakenIfCompressed(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  if (typeof etag === 'string' && !etag.startsWith('W/') && encoding && encoding !== 'identity') reply.header('etag', `W/${etag}`);
  done(null, payload);
}
