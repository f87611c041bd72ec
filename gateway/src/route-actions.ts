import { type ActionAnswer, type GivenAnswer, type RouteAction, sitePath } from '@driveratlas/site-contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorBody, RETRY_AFTER_SECONDS } from './errors';
import { ArrivingBody, postedForm } from './posted-forms';
import { visitorApiClient } from './service-client';
import { fromAnotherSite, refuseForm } from './form-refusals';

/** A route's action found for a path, with the path's parameters. */
export interface FoundAction {
  action: RouteAction;
  params: Record<string, string | undefined>;
}

export interface RouteActionOptions {
  serviceUrl: string;
  upstreamTimeoutMs: number;
  rateLimitPerMinute: number;
  /** Further origins allowed to post (ALLOWED_ORIGINS), as for the admin's writes. */
  allowedOrigins: string[];
  /**
   * The action of the route at `path`, from the server builds the visitor's pages are rendered with; `unavailable` when
   * none has it and some remote's build is not there to say.
   */
  findAction(request: FastifyRequest, reply: FastifyReply, path: string): Promise<FoundAction | 'unavailable' | undefined>;
  /** Answers the page at `url` with `status`, rendered without its scripts, with these API answers; false when it cannot be rendered. */
  renderPage(request: FastifyRequest, reply: FastifyReply, at: { url: string; status: number; answers?: Record<string, GivenAnswer> }): Promise<boolean>;
}

/** A body of a type no form is sent as: never read. */
const UNREAD = Symbol('unread');

/**
 * A post to a page of the site, its form sent before the page's scripts have run or without them, dispatched to its
 * route's own action (which the remote that owns the page exports beside its routes), as React Router's framework mode
 * does: the gateway refuses other sites' posts, reads the form within the action's limits, runs the action with the
 * fields and a client of the service, and answers as it says. Form answers are never kept by a cache.
 */
export async function registerRouteActions(app: FastifyInstance, options: RouteActionOptions): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    // Multipart bodies are read part by part with the action's limits (request.parts); urlencoded ones as they arrive,
    // within the action's limit once it is found; any other is not read.
    await scope.register(multipart);
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, payload, done) => done(null, new ArrivingBody(payload)));
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, UNREAD));
    const rateLimit = { max: options.rateLimitPerMinute, timeWindow: '1 minute' };
    scope.post('/*', { config: { rateLimit } }, (request, reply) => answerPost(request, reply, options));
    // A file over its limit may be found while the form is still read, outside the action's reading of it.
    scope.setErrorHandler((error: Error & { code?: string }, _request, reply) => {
      if (error.code === 'FST_REQ_FILE_TOO_LARGE') return refuseForm(reply, 413, 'The file is larger than this form takes.');
      throw error;
    });
  });
}

async function answerPost(request: FastifyRequest, reply: FastifyReply, options: RouteActionOptions): Promise<FastifyReply> {
  reply.header('Cache-Control', 'no-store');
  const path = request.url.split('?')[0];
  const found = await options.findAction(request, reply, path);
  if (found === 'unavailable') {
    reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
    return refuseForm(reply, 503, 'This form cannot be taken just now. Please try again shortly.');
  }
  if (!found) return reply.code(404).send(errorBody(404, `Nothing is served at POST ${path}.`));
  if (fromAnotherSite(request, options.allowedOrigins)) return refuseForm(reply, 403, 'This form is accepted from this site only.');
  const form = await postedForm(request, found.action.form);
  if ('status' in form) return refuseForm(reply, form.status, form.message);
  const visit = { requestId: request.id, cookie: request.headers.cookie ?? '', gpc: request.headers['sec-gpc'] === '1', secure: request.protocol === 'https' };
  const api = visitorApiClient(options.serviceUrl, { ...visit, ip: request.ip, host: request.host, protocol: request.protocol }, options.upstreamTimeoutMs);
  const warn = (message: string, error?: unknown) => request.log.warn(error === undefined ? {} : { err: error }, message);
  const answer = await found.action.run({ ...form, params: found.params, visit, api, warn });
  return answerAs(answer, request, reply, options);
}

/** The action's answer: a redirect (to a path of this site only), a refusal, or its page rendered with what it gives. */
async function answerAs(answer: ActionAnswer, request: FastifyRequest, reply: FastifyReply, options: RouteActionOptions): Promise<FastifyReply> {
  if ('refuse' in answer) return refuseForm(reply, answer.refuse, answer.message);
  if ('redirect' in answer) {
    if (sitePath(answer.redirect.split('#')[0]) === null) throw new Error(`A route's action answered a redirect away from this site: ${answer.redirect}`);
    if (answer.cookies?.length) reply.header('Set-Cookie', answer.cookies);
    return reply.code(303).header('Location', answer.redirect).send();
  }
  for (const [name, value] of Object.entries(answer.headers ?? {})) reply.header(name, value);
  // The page is answered without its scripts: the address it was rendered at is not the browser's (the post's), which
  // its router would read; its form works without them, and the next page has them again.
  try {
    if (await options.renderPage(request, reply, { url: answer.page, status: answer.status, answers: answer.answers })) return reply;
  } catch (error) {
    request.log.warn({ err: error }, "The form's answer could not be rendered in its page");
  }
  return refuseForm(reply, answer.status, answer.message);
}
