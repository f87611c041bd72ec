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

/**
 * `app.close()` lets the requests under way finish, then ends without waiting out the clients'
 * keep-alive (72 s): once it starts, Fastify answers new requests on open connections 503 and Node
 * accepts no new connections; every answer sent after that says `Connection: close`, and a
 * connection is closed as soon as its answer is out.
 */
export function closeConnectionsOnClose(app: FastifyInstance): void {
  const { server } = app;
  // Node's server.close() closes the idle connections just before it stops listening: a client whose
  // connection closes can connect again in between, and that new connection, still in the listening
  // socket's queue when it closes, is reset as though a request had been lost. Closed once the
  // gateway no longer listens, the new connection is refused, which the client knows was never taken.
  const closeIdleConnections = server.closeIdleConnections.bind(server);
  server.closeIdleConnections = () => (server.listening ? process.nextTick(closeIdleConnections) : closeIdleConnections());
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Hooks with callbacks, not async: they run on every request.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (closing) server.closeIdleConnections();
    done();
  });
}
