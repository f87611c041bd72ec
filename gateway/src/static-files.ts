import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { GatewayConfig } from './config';
import { withoutHopByHopHeaders } from './connections';
import { errorBody } from './errors';
import { isRemoteRoutes, type RemoteListEntry, type RemoteRoutes } from '@driveratlas/site-contracts';
import { LEGAL_UPDATED } from '@driveratlas/visitor-rules';
import { API_PREFIX, type ServiceReads } from './service-client';
import { LiveReleaseReader } from './releases/live-releases';
import { registerReleaseFiles, ReleaseFiles } from './releases/release-files';
import { type RemoteList, remoteListWithReleases } from './releases/remote-lists';

/** Files that name the current build: always revalidated, so a redeploy shows on the next load. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'site.json', 'mf-manifest.json', 'remoteEntry.js', 'routes.json']);
/** webpack's content hash in a file name: the file never changes under that name. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp)$/;

/**
 * Build artefacts for the teams or the gateway, never for visitors: source maps (the sources, with build paths),
 * Module Federation's build stats, and the server builds the gateway renders pages with (a remote's, or a release's).
 */
const BUILD_ARTEFACT = /(\.map|\/mf-stats\.json)$|^(\/remotes\/[^/]+(\/releases\/[^/]+)?)?\/server\//i;

/** Whether a request path (as sent, percent-encoded or not) names a build artefact. */
function isBuildArtefact(url: string): boolean {
  if (url.startsWith(`${API_PREFIX}/`)) return false;
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: the path as sent is tested
  }
  return BUILD_ARTEFACT.test(path) || BUILD_ARTEFACT.test(decoded);
}

export function cacheControlFor(filePath: string): string {
  const name = basename(filePath);
  if (ENTRY_FILES.has(name)) return 'no-cache';
  if (HASHED.test(name)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

const setHeaders = (res: { setHeader(name: string, value: string): unknown }, path: string) => {
  res.setHeader('Cache-Control', cacheControlFor(path));
};

/**
 * Each remote's routes.json, read afresh for every remote list (a redeployed remote's new pages show at
 * once). While a remote is unreachable, the routes last read stand in, so its pages show the shell's
 * fallback with Retry rather than "Page Not Found"; a remote never read is listed with no paths.
 */
function remoteRoutesReader(app: FastifyInstance, remotes: Record<string, string>) {
  const lastRead = new Map<string, RemoteRoutes>();
  const read = async (name: string, source: string) => {
    try {
      const text = /^https?:\/\//.test(source)
        ? await fetch(new URL('routes.json', `${source.replace(/\/$/, '')}/`), { signal: AbortSignal.timeout(2000) }).then((r) =>
            r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`)),
          )
        : await readFile(join(source, 'routes.json'), 'utf8');
      const routes: unknown = JSON.parse(text);
      if (!isRemoteRoutes(routes)) throw new Error('it is not { title, paths, addresses? }');
      lastRead.set(name, routes);
    } catch (error) {
      if (!lastRead.has(name))
        app.log.warn(`The ${name} remote's routes.json could not be read (${(error as Error).message}): its pages are unknown until it can.`);
    }
    return { name, entry: `/remotes/${name}/mf-manifest.json`, ...(lastRead.get(name) ?? { title: name, paths: [] }) };
  };
  return (): Promise<RemoteListEntry[]> => Promise.all(Object.entries(remotes).map(([name, source]) => read(name, source)));
}

/**
 * The shell at `/`, each remote at `/remotes/<name>/` (its folder, or proxied to its own server) and its releases at
 * `/remotes/<name>/releases/<id>/` (the release store), the remote list at `/remotes.json` (each visitor's releases)
 * and the site settings at `/site.json`. Replacing a remote's files, or making another of its releases live, deploys
 * that remote; nothing else changes. Answers whether the shell is there to serve, the remote list and the releases' files.
 */
export async function registerWebApps(
  app: FastifyInstance,
  config: GatewayConfig,
  service: Pick<ServiceReads, 'liveReleases'>,
): Promise<{ servesShell: boolean; remoteList: RemoteList; releaseFiles: ReleaseFiles }> {
  // The builds keep them beside their files (dist-meta/), but a folder or a remote's server given to the gateway may hold them.
  app.addHook('onRequest', (request, reply, done) => {
    if (!isBuildArtefact(request.url)) return done();
    reply.code(404).send(errorBody(404, `Nothing is served at ${request.method} ${request.url.split('?')[0]}.`));
  });
  const served = remoteRoutesReader(app, config.remotes);
  await served(); // known from the start, should a remote be unreachable at a visitor's first request
  const warn = (message: string) => app.log.warn(message);
  const releaseFiles = new ReleaseFiles(config.releaseStore, warn);
  const remoteList = remoteListWithReleases(served, new LiveReleaseReader(service, warn), releaseFiles);
  registerReleaseFiles(app, Object.keys(config.remotes), releaseFiles);
  // Each visitor's releases: the answer varies by the release-group cookie.
  app.get('/remotes.json', async (request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Cookie')
      .send({ remotes: await remoteList({ request, reply }) }),
  );
  // Global Privacy Control's well-known resource (https://privacycg.github.io/gpc-spec/): the site honors the signal.
  app.get('/.well-known/gpc.json', async (_request, reply) =>
    reply.header('Cache-Control', 'public, max-age=86400').type('application/json').send({ gpc: true, lastUpdate: LEGAL_UPDATED.privacyPolicy }),
  );
  app.get('/site.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(readFileSync(config.siteConfigFile, 'utf8')),
  );

  for (const [name, source] of Object.entries(config.remotes)) {
    const prefix = `/remotes/${name}`;
    if (/^https?:\/\//.test(source)) {
      await app.register(proxy, {
        upstream: source,
        prefix,
        rewritePrefix: '',
        replyOptions: { rewriteHeaders: (headers) => withoutHopByHopHeaders(headers) },
      });
    } else if (!existsSync(source)) {
      app.log.warn(`The ${name} remote is not built (${source} is missing): its pages will show the shell's fallback.`);
    } else {
      await app.register(fastifyStatic, { root: source, prefix: `${prefix}/`, cacheControl: false, setHeaders, decorateReply: false, index: false });
    }
  }

  const servesShell = existsSync(join(config.shellDir, 'index.html'));
  if (servesShell) {
    // No index file: `/` is a page, rendered like any other.
    await app.register(fastifyStatic, { root: config.shellDir, prefix: '/', cacheControl: false, setHeaders, index: false });
  }
  return { servesShell, remoteList, releaseFiles };
}
