import type { FastifyInstance, FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';
import { requestedCompression } from './encodings';

/**
 * The gateway compresses answers as each request's Accept-Encoding asks, so every answer names it in its `Vary`. The
 * service's strong ETag names the bytes it sent; compressed, the bytes are others, so the tag becomes weak (`W/"…"`,
 * RFC 9110 8.8.1): still a valid validator for If-None-Match, which the gateway passes on and the service compares
 * weakly. Both follow the request alone, not whether this answer was compressed (a small one is not, a 304 has no
 * body): a 304 carries the same ETag and `Vary` as the 200 it stands for, whatever the encoding.
 */
export function entityTagsByEncoding(app: FastifyInstance): void {
  // Added to each route after @fastify/compress has added its own onSend, so it sees the encoding compress chose.
  app.addHook('onRoute', (route) => {
    const own = route.onSend ? (Array.isArray(route.onSend) ? route.onSend : [route.onSend]) : [];
    route.onSend = [...own, byEncoding as onSendHookHandler];
  });
}

function byEncoding(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: (error: null, payload: unknown) => void): void {
  const vary = reply.getHeader('vary');
  const varies = Array.isArray(vary) ? vary.join(', ') : String(vary ?? '');
  const names = varies.split(',').map((name) => name.trim().toLowerCase());
  if (!names.includes('*') && !names.includes('accept-encoding')) reply.header('vary', varies ? `${varies}, accept-encoding` : 'accept-encoding');
  const etag = reply.getHeader('etag');
  const encoding = reply.getHeader('content-encoding');
  const compressed = requestedCompression(request.headers) || (encoding && encoding !== 'identity');
  if (typeof etag === 'string' && !etag.startsWith('W/') && compressed) reply.header('etag', `W/${etag}`);
  done(null, payload);
}
