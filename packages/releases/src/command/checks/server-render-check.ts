import type { ReleaseCheck, RemoteListEntry, SiteConfig } from '@driveratlas/site-contracts';
import type { ServerModule, ShellServerBuild } from '@driveratlas/shell/render-contract';
import { join } from 'node:path';
import { readJson, type BuildFacts } from './describe-build';
import { loadServerBuild } from '../../server-build';

/** An address for each of the paths, a parametrised one given one of the remote's addresses it matches, else example values. */
export function examplePaths({ paths, addresses = [] }: BuildFacts['routes']): string[] {
  return paths.map((path) => {
    if (!path.includes(':') && !path.includes('*')) return path;
    const pattern = new RegExp(
      `^${path
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/:[^/]+/g, '[^/]+')
        .replace(/\*/g, '.*')}$`,
    );
    return (
      addresses.find((address) => pattern.test(address)) ??
      path
        .replace(/:id\b/g, '1')
        .replace(/:[^/]+/g, 'example')
        .replace(/\*/g, 'example')
    );
  });
}

/**
 * Server render: the release's server build loads, with the shell's server build, and renders every path it publishes
 * without throwing (without API answers: each page renders its loading state, as when the API is slow).
 */
export async function checkServerRender(
  appDir: string,
  release: BuildFacts & { remote: string },
  { root, shellDir }: { root: string; shellDir: string },
): Promise<ReleaseCheck> {
  const fail = (message: string): ReleaseCheck => ({ check: 'server-render', passed: false, message });
  const shell = (await loadServerBuild(join(shellDir, 'dist', 'server', 'server.js'))) as ShellServerBuild;
  let modules: Record<string, ServerModule>;
  try {
    modules = (await loadServerBuild(join(appDir, 'dist', 'server', 'server.js'), { '@driveratlas/platform': shell.platform })) as Record<string, ServerModule>;
  } catch (error) {
    return fail(`Its server build (dist/server/server.js) throws as it loads: ${(error as Error).message}`);
  }
  if (!modules?.routes?.default) return fail('Its server build (dist/server/server.js) has no ./routes module to render its pages with.');
  const site = await readJson<SiteConfig>(join(root, 'config', 'site.json'));
  const remotes: RemoteListEntry[] = [{ name: release.remote, entry: `/remotes/${release.remote}/mf-manifest.json`, ...release.routes }];
  const failed: string[] = [];
  for (const url of examplePaths(release.routes)) {
    try {
      await shell.renderPage({
        url,
        site,
        remotes,
        module: (remote, name) => (remote === release.remote ? modules[name] : undefined),
        fetchApi: () => Promise.reject(new Error('Rendered without data.')),
        timeoutMs: 500,
      });
    } catch (error) {
      failed.push(`${url} (${(error as Error).message})`);
    }
  }
  if (failed.length) return fail(`Its server build throws rendering ${failed.join(', ')}.`);
  return { check: 'server-render', passed: true, message: `Its server build renders its ${release.routes.paths.length} paths.` };
}
