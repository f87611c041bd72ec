import type { RemoteListEntry } from '@driveratlas/site-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { timeLeft } from '../deadline';
import { errorBody, RETRY_AFTER_SECONDS, upstreamError } from '../errors';
import type { PublicReadCache } from '../public-read-cache';
import { API_PREFIX, type ServiceFailure, type ServiceReads, type SitemapAddress } from '../service-client';
import { escapeHtml } from './page-html';
import type { PageRenderer } from './render-page';

/** How long the list of the site's own pages is kept before it is made again: it changes only when a remote is deployed. */
const PAGES_KEPT_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
/** Search engines and CDNs may keep these a while; the catalogue's changes show within the hour. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600, s-maxage=3600';

const urlSet = (origin: string, entries: SitemapAddress[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  entries
    .map(({ path, lastModified }) => `<url><loc>${escapeHtml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`)
    .join('\n') +
  '\n</urlset>\n';

/**
 * The pages the remotes publish (their routes.json): each path that stands for one page (no parameter or wildcard),
 * and the addresses each offers of its parametrised paths. No other app lists a remote's pages.
 */
function candidatePaths(remotes: RemoteListEntry[]): string[] {
  return [...new Set(remotes.flatMap((remote) => [...remote.paths.filter((path) => !/[:*]/.test(path)), ...(remote.addresses ?? [])]))];
}

export interface SitemapOptions {
  pages: PageRenderer;
  remoteList(): Promise<RemoteListEntry[]>;
  publicReads: PublicReadCache;
  /** The catalogue's sitemap files, as the service lists them. */
  catalogue: Pick<ServiceReads, 'sitemapFiles' | 'sitemapFile'>;
  /** How long the service may take to answer what a sitemap lists. */
  serviceTimeoutMs: number;
}

/** A sitemap file's content, or undefined when the address names none. */
type Sitemap = (request: FastifyRequest) => Promise<string | undefined>;

/**
 * `/robots.txt` (the admin dashboard disallowed, the sitemap named) and `/sitemap.xml`, an index of the sitemaps each
 * owner says: the site's pages (`/sitemaps/pages.xml`: every page the remotes publish that is its own address and meant
 * for search engines, as the page itself says when rendered: no alias that redirects, no noindex), and the catalogue's
 * files as the service lists them (`/sitemaps/{name}.xml`: the printer models' pages, the drivers' 50,000 a file), each
 * address as the service says it. The gateway only assembles them. The catalogue's sitemaps are kept with the public
 * reads (emptied at every change of the catalogue), with an ETag; the service unavailable, they answer its 503 and
 * Retry-After.
 */
export function registerSitemap(app: FastifyInstance, { pages, remoteList, publicReads, catalogue, serviceTimeoutMs }: SitemapOptions): void {
  const sitePages = async (): Promise<SitemapAddress[]> => {
    const listed: SitemapAddress[] = [];
    for (const path of candidatePaths(await remoteList())) {
      // One page at a time, the event loop free between them: visitors' pages are rendered meanwhile.
      await new Promise((resolve) => setImmediate(resolve));
      const head = await pages.describe(path).catch(() => undefined);
      if (head && !head.redirect && !head.noindex && (head.status ?? 200) === 200) listed.push({ path });
    }
    return listed;
  };
  let listed: { at: number; entries: SitemapAddress[] } | undefined;
  let listing = false;
  /**
   * The site's pages, undefined until first listed; once older than PAGES_KEPT_MS, listed again while the last list
   * answers. Rendering every page takes seconds: no crawler waits for it.
   */
  const listedSitePages = (): SitemapAddress[] | undefined => {
    if (!listing && (!listed || Date.now() - listed.at > PAGES_KEPT_MS)) {
      listing = true;
      sitePages()
        .then((entries) => (listed = { at: Date.now(), entries }))
        // A failure leaves the last list answering (without one, the next request tries again).
        .catch((error: Error) => app.log.warn(`The site's pages could not be listed for the sitemap: ${error.message}`))
        .finally(() => (listing = false));
    }
    return listed?.entries;
  };
  // Listed when first asked for, not as the gateway starts: rendering every page then took the event loop from the
  // first visitors, and from a stop under load (connections reset in the listening queue).

  const origin = async () => `https://${(await pages.siteSettings()).host}`;

  /** Answers a sitemap with an ETag (304 when If-None-Match holds it), compressed once; kept if lookup() was asked first. */
  const send = (request: FastifyRequest, reply: FastifyReply, body: string) => {
    const headers = { 'content-type': XML, 'cache-control': SITEMAP_CACHE_CONTROL, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
    return publicReads.replyWith(request, reply, headers, Buffer.from(body));
  };
  /** Serves a sitemap of the catalogue as the gateway serves a kept public read: from memory until the catalogue changes. */
  const serve = (sitemap: Sitemap) => async (request: FastifyRequest, reply: FastifyReply) => {
    const kept = await publicReads.find(request, timeLeft(reply, serviceTimeoutMs));
    if (kept) return publicReads.reply(request, reply, kept);
    let body: string | undefined;
    try {
      body = await sitemap(request);
    } catch (error) {
      request.log.warn({ err: error }, 'the sitemap could not be made');
      return unavailable(reply, error);
    }
    return body === undefined ? reply.callNotFound() : send(request, reply, body);
  };

  app.get('/robots.txt', async (_request, reply) => {
    const body = ['User-agent: *', 'Disallow: /admin', `Disallow: ${API_PREFIX}/`, '', `Sitemap: ${await origin()}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL).send(body);
  });

  app.get(
    '/sitemap.xml',
    serve(async (request) => {
      const files = ['pages', ...(await catalogue.sitemapFiles(request.id, serviceTimeoutMs))];
      const site = await origin();
      return (
        '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
        files.map((name) => `<sitemap><loc>${escapeHtml(`${site}/sitemaps/${name}.xml`)}</loc></sitemap>`).join('\n') +
        '\n</sitemapindex>\n'
      );
    }),
  );

  app.get('/sitemaps/pages.xml', async (request, reply) => {
    const entries = listedSitePages();
    if (!entries) {
      return reply
        .code(503)
        .header('Retry-After', String(RETRY_AFTER_SECONDS))
        .send(errorBody(503, "The site's pages are being listed for the sitemap. Please try again shortly."));
    }
    // Not kept with the catalogue's sitemaps: the list changes with the remotes, not the catalogue.
    return send(request, reply, urlSet(await origin(), entries));
  });

  app.get(
    '/sitemaps/:file',
    serve(async (request) => {
      const name = /^(.+)\.xml$/.exec((request.params as { file: string }).file)?.[1];
      const addresses = name && (await catalogue.sitemapFile(name, request.id, serviceTimeoutMs));
      return addresses ? urlSet(await origin(), addresses) : undefined;
    }),
  );
}

/** A sitemap whose content the service could not give: 503 (with its Retry-After), 504, or 502 as the proxy answers. */
function unavailable(reply: FastifyReply, error: unknown): FastifyReply {
  // No answer at all: fetch's TimeoutError, or a network error as its cause.
  const { status, retryAfter, name, cause } = error as ServiceFailure & { cause?: { code?: string } };
  const body = upstreamError({ statusCode: status ?? (name === 'TimeoutError' ? 504 : undefined), cause });
  if (body.statusCode === 503) reply.header('Retry-After', retryAfter ?? String(RETRY_AFTER_SECONDS));
  return reply.code(body.statusCode).type('application/json').send(body);
}
