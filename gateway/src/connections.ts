import type { FastifyInstance } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';

/** Headers about one connection (RFC 9110 section 7.6.1): the service's say how it keeps the gateway's, not the client's. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade'];

/**
 * The service's answer without its hop-by-hop headers, so the gateway's own connection handling
 * decides: a client that sent `Connection: close` gets it back and its socket is closed.
 */
export function withoutHopByHopHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const listed = String(headers.connection ?? '')
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const result = { ...headers };
  for (const name of [...HOP_BY_HOP, ...listed]) delete result[name];
  return result;
}

/** How long a connection that is idle when the gateway stops is left for its client's next request before it is closed. */
export const IDLE_GRACE_MS = 1_000;

/**
 * `app.close()` stops accepting connections, lets the requests under way finish and answers those that still come on
 * the open connections, each with `Connection: close`, closing its connection once its answer is out; it ends when
 * the last connection is closed, without waiting out the clients' keep-alive (72 s).
 */
export function closeConnectionsOnClose(app: FastifyInstance): void {
  const { server } = app;
  // Node's server.close() closes the idle connections at once, and a client sending its next request on one at that
  // moment has it reset, not knowing whether it was taken. Under load most connections are idle for an instant between
  // two requests, so each is left IDLE_GRACE_MS for its client's next request: answered and closed. Only a connection
  // still idle after that, its client quiet, is closed under it; by then the gateway no longer listens, so the client
  // that connects again is refused, which it knows was never taken.
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  let closing = false;
  let graceTimer: NodeJS.Timeout | undefined;
  server.closeIdleConnections = () => {
    if (!closing) return closeIdleConnections();
    graceTimer ??= setTimeout(closeIdleConnections, IDLE_GRACE_MS);
  };
  server.once('close', () => clearTimeout(graceTimer));
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A hook with a callback, not async: it runs on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
}
