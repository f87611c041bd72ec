import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody } from './errors';

/**
 * What the forms the gateway answers share: the site's forms that work before the page's scripts have run, or without
 * them (the consent banner's, the contact form, the privacy rights request), post `application/x-www-form-urlencoded`
 * to a path of the site; the gateway refuses other sites' posts, reads the fields, asks the service as the browser's
 * script would, and answers 303 to a page.
 */

const RETURN_LIMIT = 2048;

export interface SiteFormOptions {
  serviceUrl: string;
  upstreamTimeoutMs: number;
  rateLimitPerMinute: number;
  /** Further origins allowed to post (ALLOWED_ORIGINS), as for the admin's writes. */
  allowedOrigins: string[];
}

/**
 * Registers the routes `routes` adds in a scope of their own that reads urlencoded bodies as text (of `bodyLimit`
 * bytes at most; a longer one is refused with 413), so that no other route takes forms.
 */
export async function registerFormScope(app: FastifyInstance, bodyLimit: number, routes: (scope: FastifyInstance) => void): Promise<void> {
  await app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit }, (_request, body, done) => done(null, body));
    routes(scope);
  });
}

/** The rate limit of a form's route, as for the API's. */
export const formRateLimit = (options: SiteFormOptions) => ({ config: { rateLimit: { max: options.rateLimitPerMinute, timeWindow: '1 minute' } } });

/**
 * The page to go back to: a path of this site (one `/`, then no second `/` or `\` that would make it another host's),
 * of printable characters. Absent: the home page. Anything else: null, refused.
 */
export function returnPath(value: string | undefined): string | null {
  if (value === undefined || value === '') return '/';
  if (value.length > RETURN_LIMIT || !/^\/(?![/\\])[\x21-\x7e]*$/.test(value) || value.includes('\\')) return null;
  // What the browser will make of it must be a path of this site.
  const url = new URL(value, 'https://site.invalid');
  return url.origin === 'https://site.invalid' ? `${url.pathname}${url.search}` : null;
}

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

/** The form's fields, each once; a field it does not have, or one given twice, is an error (its message). */
export function formFields(body: string, names: readonly string[]): Map<string, string> | string {
  const fields = new Map<string, string>();
  for (const [name, value] of new URLSearchParams(body)) {
    if (!names.includes(name)) return `The form has no field ${JSON.stringify(name.slice(0, 40))}.`;
    if (fields.has(name)) return `The field ${name} is given twice.`;
    fields.set(name, value);
  }
  return fields;
}

/**
 * The checks every form's post passes first, answered here when it fails: another site's post (403), a body that is
 * not a form (415), a field the form does not have or one given twice (400). Answers the fields, or undefined when
 * the answer is sent. Form answers are never kept by a cache.
 */
export function acceptedForm(
  request: FastifyRequest,
  reply: FastifyReply,
  options: SiteFormOptions,
  names: readonly string[],
): Map<string, string> | undefined {
  reply.header('Cache-Control', 'no-store');
  if (fromAnotherSite(request, options.allowedOrigins)) return void refuseForm(reply, 403, 'This form is accepted from this site only.');
  if (typeof request.body !== 'string') return void refuseForm(reply, 415, 'Send the form as application/x-www-form-urlencoded.');
  const fields = formFields(request.body, names);
  if (typeof fields === 'string') return void refuseForm(reply, 400, fields);
  return fields;
}

/** A refusal, as the API's: JSON with the status and the reason. */
export function refuseForm(reply: FastifyReply, status: number, message: string): FastifyReply {
  return reply.code(status).type('application/json').send(errorBody(status, message));
}

/** A JSON write to the service as the browser's script makes it through the gateway: the request's id and the visitor as the gateway believes them. */
export function postToService(
  request: FastifyRequest,
  options: SiteFormOptions,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(`${options.serviceUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      accept: 'application/json',
      'x-request-id': request.id,
      'x-forwarded-for': request.ip,
      'x-forwarded-host': request.host,
      'x-forwarded-proto': request.protocol,
      ...headers,
    },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(options.upstreamTimeoutMs),
  });
}
