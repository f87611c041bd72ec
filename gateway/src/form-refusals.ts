import type { FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * What every form's post the gateway dispatches passes first, whatever its route (route-actions.ts): the refusal of
 * other sites' posts, and refusals in the API's words.
 */

/**
 * A write from another site is refused: the browser says so (`Sec-Fetch-Site: cross-site`), or the request's Origin
 * is neither this site's (as the gateway believes it, through TRUST_PROXY) nor one of ALLOWED_ORIGINS. The site's
 * `Referrer-Policy: no-referrer` makes browsers send `Origin: null` with its own forms' posts: that is accepted only
 * when the browser vouches that the post comes from this origin (`Sec-Fetch-Site: same-origin`).
 */
export function fromAnotherSite(request: FastifyRequest, allowedOrigins: string[]): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site === 'cross-site') return true;
  const origin = request.headers.origin;
  if (origin === undefined) return false;
  if (origin === 'null') return site !== 'same-origin';
  return origin !== `${request.protocol}://${request.host}` && !allowedOrigins.includes(origin);
}

/** A refusal, as the API's: JSON with the status and the reason. */
export function refuseForm(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json').send(errorBody(status, message));
}
