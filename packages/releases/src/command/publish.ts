/** A remote's build as a release publishes it: its files, their content hash, and their copy in the release store. */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { RELEASE_METADATA_FILE, type ReleaseMetadata } from '@driveratlas/site-contracts';
import { releaseKey, type ReleaseStore } from '../store';

/** The server build's folder in dist/, published beside the browser build under the same name. */
export const SERVER_FOLDER = 'server';

/** Kept out of a release: source maps and the federation's build statistics (mf-manifest.json is what the runtime reads). */
const LEFT_OUT = [/\.map$/, /(^|\/)mf-stats\.json$/];

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(folder, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !LEFT_OUT.some((pattern) => pattern.test(path)) && path !== RELEASE_METADATA_FILE)
    .sort();
}

export interface BuildFiles {
  /** The browser build's files (dist/ but the server build), relative to dist/, sorted. */
  browser: string[];
  /** The server build's files, relative to dist/ (`server/server.js`). */
  server: string[];
}

/** The files of a remote's build (`{appDir}/dist`) a release publishes. */
export async function buildFiles(appDir: string): Promise<BuildFiles> {
  const all = await filesUnder(join(appDir, 'dist'));
  const inServer = (path: string) => path.startsWith(`${SERVER_FOLDER}/`);
  const browser = all.filter((path) => !inServer(path));
  const server = all.filter(inServer);
  if (!browser.includes('mf-manifest.json') || !server.length) {
    throw new Error(`${join(appDir, 'dist')} holds no whole build (mf-manifest.json and ${SERVER_FOLDER}/): build the remote first.`);
  }
  return { browser, server };
}

/** The content hash of the browser build: SHA-256 over its sorted files' paths and contents, its first 12 hex digits. */
export async function contentHash(appDir: string, browserFiles: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  for (const path of [...browserFiles].sort()) {
    const content = await readFile(join(appDir, 'dist', path));
    hash.update(`${path}\0${content.length}\0`).update(content);
  }
  return hash.digest('hex').slice(0, 12);
}

/** What publishing wrote, and what was there already (a retried release). */
export interface Published {
  written: number;
  unchanged: number;
}

/**
 * Copies the build's files and its release.json to the store under `{remote}/{id}/`. A file already there with the
 * same content is left as it is; one with other content stops the release (the store refuses it).
 */
export async function publishRelease(store: ReleaseStore, appDir: string, files: BuildFiles, metadata: ReleaseMetadata): Promise<Published> {
  const published: Published = { written: 0, unchanged: 0 };
  const put = async (path: string, content: Buffer | string) => {
    const result = await store.put(releaseKey(metadata.remote, metadata.id, path), content);
    published[result]++;
  };
  for (const path of [...files.browser, ...files.server]) await put(path, await readFile(join(appDir, 'dist', path)));
  // Last: a release whose release.json is in the store has all its files there.
  await put(RELEASE_METADATA_FILE, `${JSON.stringify(metadata, null, 2)}\n`);
  return published;
}
