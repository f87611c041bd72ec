import compress from '@fastify/compress';
import proxy from '@fastify/http-proxy';
import rateLimit from '@fastify/rate-limit';
import Fastify, { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { Redis } from 'ioredis';
import { carriesSession, DATABASE_POSITION_HEADER, PUBLIC_READS_CHANGED_HEADER } from '@driveratlas/site-contracts';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { abandoned, AccessLog, logAbandonedRequests } from './access-log';
import { GatewayConfig } from './config';
import { COMPRESS_THRESHOLD, ENCODINGS } from './encodings';
import { timeLeft } from './deadline';
import { closeConnectionsOnClose, withoutHopByHopHeaders } from './connections';
import { advertisingOrigins, siteCsp } from './csp';
import { entityTagsByEncoding } from './entity-tags';
import { errorBody, RETRY_AFTER_SECONDS, upstreamError, upstreamRetryDelay } from './errors';
import { PERMISSIONS_POLICY } from './permissions-policy';
import { registerFeeds } from './feeds';
import { PartnerKeyDirectory, registerApiQuotas } from './partner-quotas';
import { PartnerUsage } from './partner-usage';
import { PublicReadCache } from './public-read-cache';
import { RequestCounter } from './request-counter';
import { ServiceChanges } from './service-changes';
import { API_PREFIX, PartnerKeysClient, ServiceReads } from './service-client';
import { PageRenderer } from './pages/render-page';
import { registerSitemap } from './pages/sitemap';
import { registerWebApps } from './static-files';
import { registerRouteActions } from './route-actions';

const REQUEST_ID = /^[\w.:-]{1,128}$/;

/**
 * What the service learns of the visit: the visitor's address and protocol as the gateway believes them
 * (from the proxies TRUST_PROXY names, else from the connection), so the service need trust the gateway alone.
 */
function forwardedHeaders(request: FastifyRequest, headers: IncomingHttpHeaders, publicReads: PublicReadCache): IncomingHttpHeaders {
  const { [DATABASE_POSITION_HEADER]: _theirs, ...theirs } = headers;
  return {
    ...theirs,
    // The reads show every change this gateway has heard of; a visitor's own value is not the gateway's.
    ...publicReads.positionHeader(),
    'x-request-id': request.id,
    'x-forwarded-for': request.ip,
    'x-forwarded-host': request.headers.host,
    'x-forwarded-proto': request.protocol,
  };
}

export async function buildGateway(config: GatewayConfig): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      name: 'gateway',
      level: config.logLevel,
      // The same fields as the service's access log: method, path, status, no headers.
      serializers: {
        req: (req) => ({ method: req.method, url: req.url }),
        res: (res) => ({ statusCode: res.statusCode }),
      },
    },
    logController: new AccessLog(),
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    // The service enforces the 100 kB body limit; the gateway streams bodies through untouched.
    bodyLimit: 1024 * 1024,
    // A request that reaches the gateway while it stops is answered as any other (closeConnectionsOnClose), not 503.
    return503OnClosing: false,
  });

  app.addHook('onRequest', (request, reply, done) => {
    reply.header('X-Request-Id', request.id).header('Permissions-Policy', PERMISSIONS_POLICY);
    // Request bodies are small JSON (100 kB at most): compressing them gains nothing, and inflating them
    // in front of the service's size limit invites a decompression bomb, so they are refused (RFC 7694).
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return done();
    reply
      .code(415)
      .header('Accept-Encoding', 'identity')
      .send(errorBody(415, `Request bodies are accepted uncompressed only: send it again without Content-Encoding (${encoding}).`));
  });
  closeConnectionsOnClose(app);
  logAbandonedRequests(app);

  // Helmet's middleware made once: @fastify/helmet builds it anew for every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: { directives: siteCsp(advertisingOrigins(config.siteConfigFile)) },
    crossOriginEmbedderPolicy: false,
    hsts: { maxAge: 15552000, includeSubDomains: true },
  });
  app.addHook('onRequest', (request, reply, done) => securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined)));
  // Answers only: compressed request bodies are refused above.
  await app.register(compress, { threshold: COMPRESS_THRESHOLD, encodings: [...ENCODINGS], globalDecompression: false });
  entityTagsByEncoding(app);

  const redis = config.redisUrl ? new Redis(config.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 }) : undefined;
  if (redis) app.addHook('onClose', async () => void redis.quit());
  await app.register(rateLimit, {
    global: false,
    redis,
    nameSpace: `${config.rateLimitPrefix}rate-`,
    skipOnError: true,
    errorResponseBuilder: (_request, context) => ({
      ...errorBody(429, `Too many requests: at most ${context.max} a minute. Try again in ${context.after}.`),
    }),
  });

  const publicReads = new PublicReadCache(config.serviceUrl, config.responseCacheBytes);
  // The API's quotas: per API key (its own) or per address, shared by every gateway through Redis when it is set.
  const partnerKeysClient = new PartnerKeysClient(config.serviceUrl);
  const partnerKeys = new PartnerKeyDirectory(partnerKeysClient, redis && { redis, key: `${config.rateLimitPrefix}partner-keys-generation` });
  const partnerUsage = new PartnerUsage(partnerKeysClient, (message) => app.log.warn(message));
  const counter = new RequestCounter(`${config.rateLimitPrefix}quota-`, redis);
  app.addHook('onReady', async () => partnerUsage.start());
  app.addHook('onClose', async () => partnerUsage.stop());
  const changes = new ServiceChanges(
    config.serviceUrl,
    (change) => {
      publicReads.applyChange(change);
      partnerKeys.applyChange(change);
    },
    (message) => app.log.warn(message),
  );
  // Kept answers only while the service's changes are heard; with no memory for them, the stream is not opened.
  if (config.responseCacheBytes > 0) app.addHook('onReady', async () => changes.start());
  app.addHook('onClose', async () => changes.stop());
  // A request that went to the service for an answer others wait for lets them look again once it is answered or gone.
  app.addHook('onResponse', async (request) => publicReads.settle(request));
  app.addHook('onRequestAbort', async (request) => publicReads.settle(request));
  // The service reads every body itself (100 kB of JSON, 2 MB of a device list): the API's bodies pass through as they
  // came, none read here (Fastify's own text parser would stop a device list at the gateway's limit).
  await app.register(async (api) => {
    api.removeContentTypeParser('text/plain');
    registerApiQuotas(api, {
      rateLimitPerMinute: config.rateLimitPerMinute,
      timeoutMs: config.upstreamTimeoutMs,
      counter,
      keys: partnerKeys,
      usage: partnerUsage,
    });
    await api.register(proxy, {
      upstream: config.serviceUrl,
      prefix: API_PREFIX,
      rewritePrefix: API_PREFIX,
      // A public read the gateway keeps is answered here, after the rate limit, without asking the service (once another
      // request for it has brought it, when one is on its way).
      preHandler: async (request, reply) => {
        const kept = await publicReads.find(request, timeLeft(reply, config.upstreamTimeoutMs));
        if (kept) return publicReads.reply(request, reply, kept);
        if (timeLeft(reply, config.upstreamTimeoutMs) < 1) return reply.code(504).send(upstreamError({ code: 'UND_ERR_HEADERS_TIMEOUT' }));
      },
      // The service has what is left of the request's time (it may have waited for another's answer above).
      handler: (_request, reply, dest, options) => reply.from(dest, { ...options, timeout: timeLeft(reply, config.upstreamTimeoutMs) }),
      undici: {
        connections: 128,
        pipelining: 1,
        keepAliveTimeout: 60_000,
        connectTimeout: 2_000,
        headersTimeout: config.upstreamTimeoutMs,
        bodyTimeout: config.upstreamTimeoutMs,
      },
      // The access log says what the proxied request answered; no lines of its own.
      disableRequestLogging: true,
      replyOptions: {
        retryDelay: upstreamRetryDelay,
        rewriteRequestHeaders: (request, headers) => forwardedHeaders(request as FastifyRequest, headers, publicReads),
        // What a write's answer tells this gateway (publicReads.saw, the kept answers dropped) is not for the visitor.
        rewriteHeaders: ({ [DATABASE_POSITION_HEADER]: _position, [PUBLIC_READS_CHANGED_HEADER]: _changed, ...headers }) => withoutHopByHopHeaders(headers),
        onResponse: (request, reply, res) => {
          const status = reply.statusCode;
          const { stream, headers } = res as unknown as { stream: Readable; headers: IncomingHttpHeaders };
          publicReads.saw(headers[DATABASE_POSITION_HEADER]);
          // A write that changed what public reads show (the operator's, a download counted at once) empties the kept
          // answers before its answer goes out, so the next read sees it.
          const write = !['GET', 'HEAD', 'OPTIONS'].includes(request.method) && carriesSession(request.headers.cookie);
          if (status < 400 && (write || headers[PUBLIC_READS_CHANGED_HEADER])) publicReads.invalidate();
          // The operator's change reaches every gateway's API keys before its answer goes out: the number in Redis is
          // moved on this connection before the answer is sent (a revoked key is refused at once).
          if (status < 400 && write) partnerKeys.changed();
          if (!publicReads.wouldKeep(request as FastifyRequest, status)) return void reply.send(stream);
          buffer(stream).then(
            (body) => {
              publicReads.keep(request as FastifyRequest, status, withoutHopByHopHeaders(headers), body);
              reply.send(body);
            },
            (error: Error) => {
              request.log.warn({ err: error }, "the service's answer broke off");
              reply.code(502).type('application/json').send(errorBody(502, "The catalogue service's answer broke off."));
            },
          );
        },
        // The proxy has already logged the cause (a warning with the request's id).
        onError: (reply, { error }) => {
          const body = upstreamError(error as Parameters<typeof upstreamError>[0]);
          if (body.statusCode === 503) reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
          reply.code(body.statusCode).type('application/json').send(body);
        },
      },
    });
  });

  /** The gateway's own liveness, whatever the service's state. */
  app.get('/healthz', async () => ({ status: 'ok' }));
  // The Atom feeds at the site's addresses, from the kept public reads.
  registerFeeds(app, { publicReads, serviceTimeoutMs: config.upstreamTimeoutMs });

  // The service's public reads the gateway makes for itself (live releases, sitemaps), through its kept reads.
  const serviceReads = new ServiceReads(config.serviceUrl, (path, requestId, timeoutMs) => publicReads.read(path, requestId, timeoutMs));
  const { servesShell: servesWeb, remoteList, releaseFiles } = await registerWebApps(app, config, serviceReads);
  const releaseFile = (remote: string, id: string, path: string) => releaseFiles.get(remote, id, path);
  const pages = new PageRenderer({ ...config, publicReads, remoteList, releaseFile, warn: (message) => app.log.warn(message) });
  /** A page of the site: rendered on the server, else the shell alone, whose router decides what the path shows. */
  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    try {
      if (await pages.reply(request, reply)) return reply;
    } catch (error) {
      request.log.warn({ err: error }, 'the page could not be rendered on the server; the browser renders it');
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  };
  // The pages' forms sent before their scripts have run or without them, each answered by its route's own action.
  await registerRouteActions(app, {
    ...config,
    findAction: (request, reply, path) => pages.action(request, reply, path),
    renderPage: (request, reply, at) => pages.reply(request, reply, at),
  });
  // The home page: the shell's folder has no index file served at `/`.
  if (servesWeb) {
    app.get('/', servePage);
    registerSitemap(app, { pages, remoteList, publicReads, catalogue: serviceReads, serviceTimeoutMs: config.upstreamTimeoutMs });
  }
  app.setNotFoundHandler(async (request, reply) => {
    // A page's address (no file name) answers its HTML, whatever the Accept header says (a link preview sends */*).
    const path = request.url.split('?')[0];
    const wantsPage = request.method === 'GET' && !path.startsWith(`${API_PREFIX}/`) && !path.startsWith('/remotes/') && !/\.[a-z0-9]+$/i.test(path);
    if (servesWeb && wantsPage) return servePage(request, reply);
    return reply.code(404).send(errorBody(404, `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`));
  });
  app.setErrorHandler((error: Error & { statusCode?: number }, request, reply) => {
    const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
    // A failure because the visitor left is no error: the access log says they left.
    if (status >= 500 && !abandoned(request, reply)) request.log.error({ err: error }, 'gateway error');
    reply.code(status).send(errorBody(status, status >= 500 ? 'Internal server error' : error.message));
  });
  return app;
}
