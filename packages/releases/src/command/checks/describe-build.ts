import type { ReleaseMetadata, RemoteRoutes } from '@driveratlas/site-contracts';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** What a release's checks read of its build. */
export type BuildFacts = Pick<ReleaseMetadata, 'routes' | 'exposes' | 'uses' | 'shared' | 'firstLoadBytes'>;

/** The parts of a build's mf-manifest.json the checks read. */
export interface BuildManifest {
  name: string;
  metaData: { remoteEntry: { name: string; path: string } };
  shared: Array<{ name: string; version: string; requiredVersion?: string; singleton?: boolean }>;
  exposes: Array<{ name: string; assets: Record<'js' | 'css', { sync: string[]; async: string[] }> }>;
}

const SEMVER = /^\d+\.\d+\.\d+(?:[-+][0-9A-Za-z.-]+)?$/;

export const readJson = async <T>(file: string): Promise<T> => JSON.parse(await readFile(file, 'utf8')) as T;

export const readManifest = (distDir: string): Promise<BuildManifest> => readJson<BuildManifest>(join(distDir, 'mf-manifest.json'));

/**
 * The shared singletons a build names, by package, with their versions: a whole package's entry (`react`, not
 * `react/` or `antd/es/modal`), at the version its manifest gives, or the exact version it requires where the
 * manifest's is not one.
 */
export function sharedVersions(manifest: BuildManifest): Record<string, string> {
  const isPackage = (name: string) => name.split('/').length === (name.startsWith('@') ? 2 : 1);
  return Object.fromEntries(
    manifest.shared
      .filter((entry) => entry.singleton && isPackage(entry.name))
      .map((entry) => [entry.name, SEMVER.test(entry.version) ? entry.version : (entry.requiredVersion ?? entry.version)]),
  );
}

/** The gzip size of the files a page of the remote loads first: its manifest, its remoteEntry, and what `./routes` loads at once. */
export async function firstLoadBytes(distDir: string, manifest: BuildManifest): Promise<number> {
  const routes = manifest.exposes.find((expose) => expose.name === 'routes');
  const files = [
    'mf-manifest.json',
    join(manifest.metaData.remoteEntry.path, manifest.metaData.remoteEntry.name),
    ...(routes ? [...routes.assets.js.sync, ...routes.assets.css.sync] : []),
  ];
  const sizes = await Promise.all(files.map(async (file) => gzipSync(await readFile(join(distDir, file))).length));
  return sizes.reduce((sum, size) => sum + size, 0);
}

/** What the release checks need of the remote `remote` built in `appDir` (its `dist/`). */
export async function describeBuild(appDir: string, remote: string): Promise<BuildFacts> {
  const dist = join(appDir, 'dist');
  const manifest = await readManifest(dist).catch((error: Error) => {
    throw new Error(`The ${remote} remote's build has no readable dist/mf-manifest.json (${error.message}): build it first.`);
  });
  if (manifest.name !== remote) throw new Error(`The build in ${dist} is the ${manifest.name} remote's, not the ${remote} remote's.`);
  const [routes, uses, bytes] = await Promise.all([
    readJson<RemoteRoutes>(join(dist, 'routes.json')),
    readJson<Record<string, string[]>>(join(dist, 'uses.json')).catch(() => ({})),
    firstLoadBytes(dist, manifest),
  ]);
  return { routes, exposes: manifest.exposes.map((expose) => expose.name), uses, shared: sharedVersions(manifest), firstLoadBytes: bytes };
}
