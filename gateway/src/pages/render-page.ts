import type { FastifyReply, FastifyRequest } from 'fastify';
import { type GivenAnswer, type PageHead, type RemoteListEntry, releasePath, type RouteAction, type SiteConfig } from '@driveratlas/site-contracts';
import { matchPath } from 'react-router';
import { join } from 'node:path';
import type { PublicReadCache } from '../public-read-cache';
import { API_PREFIX } from '../service-client';
import type { RemoteList } from '../releases/remote-lists';
import { pageHtml } from './page-html';
import { type ReleaseFileReader, ServerBuilds } from './server-builds';
import { ENTRY_SCRIPT, isWholeWithoutScripts, startingAtFirstSign } from './start-script';

/**
 * The schema.org facts every indexed page carries: its BreadcrumbList (the page's own trail, else Home and the page),
 * and on Home the WebSite with its search, which search engines may offer as a search box.
 */
function structuredData(site: { productName: string }, origin: string, address: string, head: PageHead): object[] {
  const context = 'https://schema.org';
  if (address === `${origin}/`) {
    return [
      {
        '@context': context,
        '@type': 'WebSite',
        name: site.productName,
        url: address,
        potentialAction: { '@type': 'SearchAction', target: `${origin}/search?q={search_term_string}`, 'query-input': 'required name=search_term_string' },
      },
    ];
  }
  const title = head.title ?? '';
  const suffix = ` | ${site.productName}`;
  const pageName = title.endsWith(suffix) ? title.slice(0, -suffix.length) : title;
  const trail = head.breadcrumbs ?? [
    { name: 'Home', path: '/' },
    { name: pageName, path: address.slice(origin.length) },
  ];
  return [
    {
      '@context': context,
      '@type': 'BreadcrumbList',
      itemListElement: trail.map(({ name, path }, index) => ({ '@type': 'ListItem', position: index + 1, name, item: `${origin}${path}` })),
    },
  ];
}

/** The page's HTML without the scripts that would take it over in the browser. */
const withoutScripts = (template: string): string => template.replace(ENTRY_SCRIPT, '');

/** How long an API answer a page renders with may take; past it, the page shows that part loading and the browser asks. */
const API_TIMEOUT_MS = 1500;
/** How long a page may take to render, its data included, before what has not come shows loading. */
const RENDER_TIMEOUT_MS = 2500;

export interface PageRendererOptions {
  shellDir: string;
  remotes: Record<string, string>;
  /** The gateway's kept public reads, which the page's reads go through like a visitor's. */
  publicReads: Pick<PublicReadCache, 'read'>;
  siteConfigFile: string;
  /** The remote list as /remotes.json gives it: the visitor's releases. */
  remoteList: RemoteList;
  /** A release's file from the release store: its server build, manifest and style sheets. */
  releaseFile?: ReleaseFileReader;
  /** Where a build that fails to load is told. */
  warn?(message: string): void;
}

/**
 * Renders the site's pages on the server, for a first view that shows at once (before any script) and for search
 * engines: the shell's server build renders the page with the remotes' server builds, with the API answers the page
 * asks for, into the shell's index.html with its title, description, canonical address, styles and data. The same
 * builds answer the pages' forms: each remote's routes' actions.
 */
export class PageRenderer {
  private readonly builds: ServerBuilds;

  constructor(private readonly options: PageRendererOptions) {
    this.builds = new ServerBuilds(options.shellDir, options.remotes, options.warn, options.releaseFile);
  }

  /**
   * Answers the page, rendered; false when it cannot be (no server build), for the caller to send the shell alone.
   * `at`: the page at another address than the request's, with its status, for a form the gateway gives back in its
   * page; answered without the page's scripts (the browser's router would read the request's address) and never kept.
   * `at.answers`: API answers the gateway already has (a form's, sent by a post), given to the page under their keys.
   */
  async reply(request: FastifyRequest, reply: FastifyReply, at?: { url: string; status: number; answers?: Record<string, GivenAnswer> }): Promise<boolean> {
    const shell = await this.builds.shell();
    if (!shell) return false;
    // The visitor's remote list, the same /remotes.json gives them, and the server builds of its releases.
    const list = this.options.remoteList({ request, reply });
    const [template, site, remotes, modules] = await Promise.all([
      this.builds.file(join(this.options.shellDir, 'index.html'), (text) => text),
      this.siteSettings(),
      list,
      list.then((entries) => this.builds.remoteModules(shell, entries)),
    ]);
    if (template === undefined) return false;
    const url = at?.url ?? request.url;
    const rendered = await shell.renderPage({
      url,
      site,
      remotes,
      module: (remote, name) => modules[remote]?.[name],
      fetchApi: (key) => {
        const given = at?.answers?.[key];
        if (!given) return this.fetchApi(key, request.id);
        if ('value' in given) return Promise.resolve(given.value);
        return Promise.reject(Object.assign(new Error(`${key} answered ${given.status}`), given));
      },
      timeoutMs: RENDER_TIMEOUT_MS,
      visit: { cookie: request.headers.cookie ?? '', gpc: request.headers['sec-gpc'] === '1' },
    });
    const { head } = rendered;
    if (head.redirect) {
      await reply.code(301).header('Cache-Control', 'no-cache').redirect(head.redirect, 301);
      return true;
    }
    const styleSheets = await this.styleSheetsOf(rendered.data.modules, remotes);
    const origin = `https://${site.host}`;
    const address = `${origin}${head.canonicalPath ?? url.split('?')[0]}`;
    const title = head.title ?? site.productName;
    const scripts = at ? withoutScripts(template) : isWholeWithoutScripts(rendered.html) ? startingAtFirstSign(template) : template;
    const html = pageHtml(scripts, {
      title,
      description: head.description,
      canonical: head.noindex ? undefined : address,
      noindex: head.noindex,
      openGraph: head.noindex ? undefined : { siteName: site.productName, url: address, type: head.kind ?? 'website' },
      jsonLd: head.noindex ? undefined : [...structuredData(site, origin, address, head), ...(head.jsonLd ?? [])],
      feeds: head.feeds?.map(({ title, path }) => ({ title, href: `${origin}${path}` })),
      styleSheets,
      inlineStyles: rendered.styles,
      body: rendered.html,
      data: { id: shell.SERVER_RENDERED_ID, value: rendered.data },
    });
    await reply
      .code(at?.status ?? head.status ?? 200)
      .header('Cache-Control', at ? 'no-store' : 'no-cache')
      // The consent banner shows or not by the visitor's cookie and Global Privacy Control.
      .header('Vary', 'Cookie, Sec-GPC')
      .type('text/html; charset=utf-8')
      .send(html);
    return true;
  }

  /**
   * The action of the route at `path` with the path's parameters, from the server builds the visitor's pages are
   * rendered with (their releases); `unavailable` when none has one and some remote's build is not there to say.
   */
  async action(
    request: FastifyRequest,
    reply: FastifyReply,
    path: string,
  ): Promise<{ action: RouteAction; params: Record<string, string | undefined> } | 'unavailable' | undefined> {
    const shell = await this.builds.shell();
    const remotes = await this.options.remoteList({ request, reply });
    const modules = shell ? await this.builds.remoteModules(shell, remotes) : {};
    for (const { name } of remotes) {
      const actions = (modules[name]?.actions?.default ?? []) as RouteAction[];
      for (const action of actions) {
        const match = matchPath(action.path, path);
        if (match) return { action, params: match.params };
      }
    }
    return remotes.some(({ name }) => !modules[name]) ? 'unavailable' : undefined;
  }

  /**
   * What the page at `path` says of itself (its head: a redirect, noindex, a 404), rendered without its data: for
   * the sitemap, which lists only the pages that are their own address and meant for search engines.
   */
  async describe(path: string): Promise<PageHead | undefined> {
    const shell = await this.builds.shell();
    if (!shell) return undefined;
    const remotes = await this.options.remoteList();
    const [site, modules] = await Promise.all([this.siteSettings(), this.builds.remoteModules(shell, remotes)]);
    const rendered = await shell.renderPage({
      url: path,
      site,
      remotes,
      module: (remote, name) => modules[remote]?.[name],
      fetchApi: () => Promise.reject(new Error('Rendered without data.')),
      timeoutMs: RENDER_TIMEOUT_MS,
    });
    return rendered.head;
  }

  /** The operator's site settings, read again when the file changes while the gateway runs. */
  async siteSettings(): Promise<SiteConfig> {
    const site = await this.builds.file(this.options.siteConfigFile, (text) => JSON.parse(text) as SiteConfig);
    if (!site) throw new Error(`The site settings could not be read from ${this.options.siteConfigFile}.`);
    return site;
  }

  /**
   * The API's answer at `key` as a visitor without a session gets it, through the gateway's kept public reads (a
   * write is seen on the next page as on the next API read); a refusal throws with its status, body and Retry-After.
   */
  async fetchApi(key: string, requestId: string, timeoutMs = API_TIMEOUT_MS): Promise<unknown> {
    if (!key.startsWith(`${API_PREFIX}/`)) throw new Error(`Not an API key: ${key}`);
    const answer = await this.options.publicReads.read(key, requestId, timeoutMs);
    if (answer.status < 200 || answer.status > 299) {
      const retryAfter = answer.headers['retry-after'];
      const refusal = { status: answer.status, retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined, body: answer.body.toString() };
      throw Object.assign(new Error(`${key} answered ${answer.status}`), refusal);
    }
    return JSON.parse(answer.body.toString()) as unknown;
  }

  /** The style sheets of the remote modules the page shows (of their pages loaded on demand too), from their manifests, with their rules. */
  private async styleSheetsOf(modules: string[], remotes: RemoteListEntry[]): Promise<Array<{ href: string; file: string; css: string }>> {
    const css = new Map<string, { file: string; text: Promise<string | undefined> }>();
    for (const id of modules) {
      const [remote, name] = id.split('/');
      const release = remotes.find((entry) => entry.name === remote)?.release;
      const manifest = await this.builds.manifest(remote, release);
      const exposed = manifest?.exposes.find((e) => e.name === name);
      if (!exposed) continue;
      const at = (file: string) => (release ? `${releasePath(remote, release)}${file}` : `/remotes/${remote}/${file}`);
      for (const file of [...exposed.assets.css.sync, ...exposed.assets.css.async]) {
        if (!css.has(at(file))) css.set(at(file), { file, text: this.builds.staticFile(remote, file, release) });
      }
    }
    // A style sheet that cannot be read now is only linked: its part of the page is styled once it loads.
    return Promise.all([...css].map(async ([href, { file, text }]) => ({ href, file, css: (await text) ?? '' })));
  }
}
