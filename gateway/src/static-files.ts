import fastifyStatic from '@fastify/static';
import proxy from '@fastify/http-proxy';
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { GatewayConfig } from './config';

/** Files that name the current build: always revalidated, so a redeploy shows on the next load. */
const ENTRY_FILES = new Set(['index.html', 'remotes.json', 'site.json', 'mf-manifest.json', 'remoteEntry.js']);
/** webpack's content hash in a file name: the file never changes under that name. */
const HASHED = /[.-][0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg|webp|map)$/;

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
 * The shell at `/`, each remote at `/remotes/<name>/` (its folder, or proxied to its own server),
 * the remote list at `/remotes.json` and the site settings at `/site.json`. Replacing a remote's
 * files deploys that remote; nothing else changes. Answers whether the shell is there to serve.
 */
export async function registerWebApps(app: FastifyInstance, config: GatewayConfig): Promise<boolean> {
  const remoteList = {
    remotes: Object.keys(config.remotes).map((name) => ({ name, entry: `/remotes/${name}/mf-manifest.json` })),
  };
  app.get('/remotes.json', async (_request, reply) => reply.header('Cache-Control', 'no-cache').send(remoteList));
  app.get('/site.json', async (_request, reply) =>
    reply.header('Cache-Control', 'no-cache').type('application/json').send(readFileSync(config.siteConfigFile, 'utf8')),
  );

  for (const [name, source] of Object.entries(config.remotes)) {
    const prefix = `/remotes/${name}`;
    if (/^https?:\/\//.test(source)) {
      await app.register(proxy, { upstream: source, prefix, rewritePrefix: '' });
    } else if (!existsSync(source)) {
      app.log.warn(`The ${name} remote is not built (${source} is missing): its pages will show the shell's fallback.`);
    } else {
      await app.register(fastifyStatic, { root: source, prefix: `${prefix}/`, cacheControl: false, setHeaders, decorateReply: false, index: false });
    }
  }

  const servesShell = existsSync(join(config.shellDir, 'index.html'));
  if (servesShell) {
    await app.register(fastifyStatic, { root: config.shellDir, prefix: '/', cacheControl: false, setHeaders, index: ['index.html'] });
  }
  return servesShell;
}
