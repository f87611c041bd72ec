import { CATEGORIES, driverPath, PRINTER_BRAND_CATALOGUES, printerModelPath } from '@driveratlas/catalog';
import type { FastifyInstance } from 'fastify';
import type { RemoteListEntry } from '../static-files';
import { escapeHtml } from './page-html';
import type { PageRenderer } from './render-page';

/** How long the list of the site's own pages is kept: it changes only when a remote is deployed. */
const PAGES_KEPT_MS = 10 * 60_000;
const XML = 'application/xml; charset=utf-8';
/** Search engines may keep these a while; the catalogue's changes show within the hour. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

interface SitemapEntry {
  path: string;
  lastModified?: string;
}

const urlSet = (origin: string, entries: SitemapEntry[]) =>
  '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
  entries
    .map(({ path, lastModified }) => `<url><loc>${escapeHtml(origin + path)}</loc>${lastModified ? `<lastmod>${lastModified}</lastmod>` : ''}</url>`)
    .join('\n') +
  '\n</urlset>\n';

/** The paths of the pages the remotes publish that stand for one page (no parameter or wildcard), and the ones they stand for. */
function candidatePaths(remotes: RemoteListEntry[]): string[] {
  const published = remotes.flatMap((remote) => remote.paths).filter((path) => !/[:*]/.test(path));
  const categories = CATEGORIES.map((category) => `/category/${encodeURIComponent(category.name)}`);
  const printerPages = ['/printers', ...PRINTER_BRAND_CATALOGUES.map((catalogue) => catalogue.route)];
  return [...new Set([...published, ...categories, ...printerPages])];
}

interface DriverAddresses {
  total: number;
  pageSize: number;
  drivers: Array<{ id: number; name: string; updatedAt: string }>;
}

/**
 * `/robots.txt` (the admin dashboard disallowed, the sitemap named) and `/sitemap.xml`, an index of: the site's pages
 * (`/sitemaps/pages.xml`: every published page that is its own address and meant for search engines, as the page itself
 * says when rendered: no alias that redirects, no noindex), the printer models' pages (`/sitemaps/printers.xml`), and
 * the drivers' pages, 50,000 a file (`/sitemaps/drivers-1.xml`…).
 */
export function registerSitemap(app: FastifyInstance, pages: PageRenderer, remoteList: () => Promise<RemoteListEntry[]>): void {
  let pagesKept: { at: number; entries: Promise<SitemapEntry[]> } | undefined;
  const sitePages = async (): Promise<SitemapEntry[]> => {
    const described = await Promise.all(
      candidatePaths(await remoteList()).map(async (path) => ({ path, head: await pages.describe(path).catch(() => undefined) })),
    );
    return described.filter(({ head }) => head && !head.redirect && !head.noindex && (head.status ?? 200) === 200).map(({ path }) => ({ path }));
  };
  const keptSitePages = () => {
    if (!pagesKept || Date.now() - pagesKept.at > PAGES_KEPT_MS) {
      pagesKept = { at: Date.now(), entries: sitePages() };
      pagesKept.entries.catch(() => (pagesKept = undefined));
    }
    return pagesKept.entries;
  };
  const origin = async () => `https://${(await pages.siteSettings()).host}`;
  const driverAddresses = (page: number, requestId: string) => pages.fetchApi(`/api/sitemap/drivers?page=${page}`, requestId) as Promise<DriverAddresses>;

  app.get('/robots.txt', async (_request, reply) => {
    const body = ['User-agent: *', 'Disallow: /admin', '', `Sitemap: ${await origin()}/sitemap.xml`, ''].join('\n');
    return reply.type('text/plain; charset=utf-8').header('Cache-Control', SITEMAP_CACHE_CONTROL).send(body);
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const site = await origin();
    const { total, pageSize } = await driverAddresses(1, request.id);
    const driverFiles = Array.from({ length: Math.max(1, Math.ceil(total / pageSize)) }, (_, index) => `/sitemaps/drivers-${index + 1}.xml`);
    const files = ['/sitemaps/pages.xml', '/sitemaps/printers.xml', ...driverFiles];
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
      files.map((file) => `<sitemap><loc>${escapeHtml(site + file)}</loc></sitemap>`).join('\n') +
      '\n</sitemapindex>\n';
    return reply.type(XML).header('Cache-Control', SITEMAP_CACHE_CONTROL).send(body);
  });

  app.get('/sitemaps/pages.xml', async (_request, reply) =>
    reply
      .type(XML)
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(urlSet(await origin(), await keptSitePages())),
  );

  app.get('/sitemaps/printers.xml', async (request, reply) => {
    const models = (await pages.fetchApi('/api/printer-models', request.id)) as Array<{ brand: string; modelNumber: string }>;
    const entries = models.flatMap(({ brand, modelNumber }) => {
      const catalogue = PRINTER_BRAND_CATALOGUES.find((c) => c.brand === brand);
      return catalogue ? [{ path: printerModelPath(catalogue.route, modelNumber) }] : [];
    });
    return reply
      .type(XML)
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(urlSet(await origin(), entries));
  });

  app.get<{ Params: { page: string } }>('/sitemaps/drivers-:page.xml', async (request, reply) => {
    const page = Number(request.params.page);
    if (!Number.isSafeInteger(page) || page < 1) return reply.callNotFound();
    const { drivers, total, pageSize } = await driverAddresses(page, request.id);
    if (page > 1 && (page - 1) * pageSize >= total) return reply.callNotFound();
    const entries = drivers.map((driver) => ({ path: driverPath(driver), lastModified: driver.updatedAt.slice(0, 10) }));
    return reply
      .type(XML)
      .header('Cache-Control', SITEMAP_CACHE_CONTROL)
      .send(urlSet(await origin(), entries));
  });
}
