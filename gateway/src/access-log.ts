import { FastifyInstance, FastifyReply, FastifyRequest, LogController } from 'fastify';
import type { Socket } from 'node:net';

/** The access log's status for a request whose client left before its answer was sent (as nginx logs it). */
export const CLIENT_CLOSED_REQUEST = 499;

const LOGGED = Symbol('access logged');
const CONNECTION = Symbol('connection');
/** A request, with its connection (Node lets go of it once the request is over) and whether the access log has it. */
type Tracked = FastifyRequest & { [LOGGED]?: true; [CONNECTION]?: Socket };

/**
 * The client closed its connection (ended or reset it) before the answer to the request was all sent; not a connection
 * the gateway closed itself, as when the service's answer broke off.
 */
export function abandoned(request: Tracked, reply: FastifyReply): boolean {
  const connection = request[CONNECTION];
  if (!connection || reply.raw.writableFinished) return false;
  return connection.readableEnded || (connection.errored as NodeJS.ErrnoException | null)?.code === 'ECONNRESET';
}

/**
 * Logs the request as abandoned, once, at info: a visitor who leaves is no fault of the site. When the visitor left in
 * the middle of the request, what fails after (the body cut short, the proxy's call to the service given up) fails
 * because of it, and the request logs nothing more; a request that had arrived whole still logs its own failures (the
 * service's, say), which have nothing to do with the visitor leaving.
 */
function logAbandoned(request: Tracked, reply: FastifyReply): void {
  if (request[LOGGED]) return;
  request[LOGGED] = true;
  const { log } = request;
  log.info({ req: request, res: { statusCode: CLIENT_CLOSED_REQUEST }, responseTime: Math.round(reply.elapsedTime) }, 'request abandoned');
  if (!request.raw.complete) request.log = reply.log = log.child({}, { level: 'silent' });
}

/** One access-log line per request, with method, path, status and time, instead of Fastify's two. */
export class AccessLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: Tracked, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || request[LOGGED]) return;
    if (abandoned(request, reply)) return logAbandoned(request, reply);
    if (error) return super.requestCompleted(error, request, reply);
    request.log.info({ req: request, res: reply, responseTime: Math.round(reply.elapsedTime) }, 'request completed');
  }

  // What fails once the client has left (the answer cut off, the service's answer given up) fails because it left.
  override defaultErrorLog(error: Error, request: Tracked, reply: FastifyReply): void {
    if (abandoned(request, reply)) return logAbandoned(request, reply);
    super.defaultErrorLog(error, request, reply);
  }

  override streamError(error: Error, request: Tracked, reply: FastifyReply): void {
    if (abandoned(request, reply)) return logAbandoned(request, reply);
    super.streamError(error, request, reply);
  }
}

/**
 * Logs a request whose client leaves before its answer is sent when it leaves: Fastify logs a request once its answer
 * is out, and this one's never is.
 */
export function logAbandonedRequests(app: FastifyInstance): void {
  // A hook with a callback, not async: it runs on every request.
  app.addHook('onRequest', (request: Tracked, reply, done) => {
    request[CONNECTION] = request.raw.socket;
    reply.raw.once('close', () => {
      if (abandoned(request, reply)) logAbandoned(request, reply);
    });
    done();
  });
}
