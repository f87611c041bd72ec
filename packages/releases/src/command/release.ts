/** `driveratlas-release release`: build a remote, check it against the live releases, publish it, register it. */
import { spawn } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { releaseId, type ReleaseCheck, type ReleaseMetadata } from '@driveratlas/site-contracts';
import { describeBuild, runChecks } from './checks';
import { buildFiles, contentHash, publishRelease } from './publish';
import type { ReleaseApi } from './release-api';
import type { ReleaseStore } from '../store';

export interface ReleaseOptions {
  remote: string;
  /** The remote's folder (`mfe-legal`): its package.json and dist/. */
  appDir: string;
  store: ReleaseStore;
  api: ReleaseApi;
  /** Run `npm run build` in appDir first (default). */
  build?: boolean;
  log?: (line: string) => void;
}

export type ReleaseOutcome =
  | { outcome: 'released'; metadata: ReleaseMetadata; written: number; unchanged: number }
  | { outcome: 'already-released'; id: string }
  | { outcome: 'refused'; id: string; failed: ReleaseCheck[] };

function npmRunBuild(appDir: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // The build's own output goes to stderr: stdout is the command's answer.
    const child = spawn('npm', ['run', 'build'], { cwd: appDir, stdio: ['ignore', process.stderr, process.stderr] });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npm run build in ${appDir} failed (exit ${code}).`))));
  });
}

export async function releaseRemote({ remote, appDir, store, api, build = true, log = () => {} }: ReleaseOptions): Promise<ReleaseOutcome> {
  if (build) {
    log(`Building ${appDir} …`);
    await npmRunBuild(appDir);
  }
  const { version } = JSON.parse(await readFile(join(appDir, 'package.json'), 'utf8')) as { version: string };
  const files = await buildFiles(appDir);
  const hash = await contentHash(appDir, files.browser);
  const id = releaseId(version, hash);
  log(`${remote} ${id}: ${files.browser.length} browser files, ${files.server.length} server files.`);

  const registered = await api.remote(remote);
  if (registered.history.some((release) => release.id === id)) return { outcome: 'already-released', id };

  const { routes, exposes, uses, shared, firstLoadBytes } = await describeBuild(appDir, remote);
  const facts = { routes, exposes, uses, shared, firstLoadBytes };
  const checks = await runChecks(appDir, { ...facts, remote, id }, await api.liveFacts());
  const failed = checks.filter((check) => !check.passed);
  if (failed.length) return { outcome: 'refused', id, failed };
  for (const check of checks) log(`  ✓ ${check.check}: ${check.message}`);

  const metadata: ReleaseMetadata = { remote, version, hash, id, ...facts, checks };
  const published = await publishRelease(store, appDir, files, metadata);
  log(`Published to ${store.location.replace(/\/?$/, '/')}${remote}/${id}/ (${published.written} written, ${published.unchanged} already there).`);
  await api.register(metadata);
  return { outcome: 'released', metadata, ...published };
}
