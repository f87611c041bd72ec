import { RELEASE_CHECKS, checkExposes, checkRoutes, type ReleaseCheck, type ReleaseFacts } from '@driveratlas/site-contracts';
import { join, resolve } from 'node:path';
import { readJson, readManifest, sharedVersions, type BuildFacts } from './describe-build';
import { checkServerRender } from './server-render-check';
import { checkTypes } from './types-check';

/** Where the checks find what a release is compared with. */
export interface CheckOptions {
  /** The repository: its apps (`shell`, `mfe-*`) and their declared props (`src/remote-props.ts`). */
  root?: string;
  /** The shell's folder, whose build (`dist/`) is the shell the site serves. */
  shellDir?: string;
}

/** This package's repository. */
export const REPOSITORY = resolve(__dirname, '..', '..', '..', '..', '..');

/**
 * Shared: every shared singleton the release was built against is the version the shell provides. The shell's truth is
 * its build (`dist/mf-manifest.json`, the versions its remoteEntry provides to every page), not its package.json.
 */
export async function checkShared(release: BuildFacts, shellDir: string): Promise<ReleaseCheck> {
  const provided = sharedVersions(await readManifest(join(shellDir, 'dist')));
  const names = Object.keys(release.shared);
  const wrong = names
    .filter((name) => provided[name] !== release.shared[name])
    .map((name) =>
      provided[name] ? `${name} ${release.shared[name]} (the shell provides ${provided[name]})` : `${name} ${release.shared[name]} (the shell provides none)`,
    );
  if (wrong.length) return { check: 'shared', passed: false, message: `It was built against shared versions the shell does not provide: ${wrong.join(', ')}.` };
  return { check: 'shared', passed: true, message: `Its ${names.length} shared singletons are the shell's versions.` };
}

/** Budget: the gzip bytes a page of the remote loads first are within the budget its webpack.config.js declares (budget.json). */
export async function checkBudget(appDir: string, release: BuildFacts): Promise<ReleaseCheck> {
  const budget = await readJson<number>(join(appDir, 'dist', 'budget.json')).catch(() => undefined);
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  if (typeof budget !== 'number')
    return { check: 'budget', passed: false, message: 'Its build declares no first-load budget: set `budget` (gzip bytes) in its webpack.config.js.' };
  if (release.firstLoadBytes > budget) {
    return {
      check: 'budget',
      passed: false,
      message: `Its first load is ${kB(release.firstLoadBytes)} gzipped, over its budget of ${kB(budget)} by ${kB(release.firstLoadBytes - budget)}.`,
    };
  }
  return { check: 'budget', passed: true, message: `Its first load is ${kB(release.firstLoadBytes)} gzipped, within its budget of ${kB(budget)}.` };
}

/** A check that could not run is a refusal that says why. */
async function guarded(check: ReleaseCheck['check'], run: () => Promise<ReleaseCheck> | ReleaseCheck): Promise<ReleaseCheck> {
  try {
    return await run();
  } catch (error) {
    return { check, passed: false, message: `The check could not run: ${(error as Error).message}` };
  }
}

/**
 * Runs every check of RELEASE_CHECKS on the release built in `appDir`, against the other remotes' live releases
 * (active and canary) and the shell: one result per check, in their order.
 */
export async function runChecks(appDir: string, release: ReleaseFacts & BuildFacts, live: ReleaseFacts[], options: CheckOptions = {}): Promise<ReleaseCheck[]> {
  const root = options.root ?? REPOSITORY;
  const shellDir = options.shellDir ?? join(root, 'shell');
  const shellUses = () => readJson<Record<string, string[]>>(join(shellDir, 'dist', 'uses.json'));
  const run: Record<ReleaseCheck['check'], () => Promise<ReleaseCheck> | ReleaseCheck> = {
    routes: () => checkRoutes(release, live),
    shared: () => checkShared(release, shellDir),
    exposes: async () => checkExposes(release, live, await shellUses()),
    types: () => checkTypes(appDir, release, root),
    budget: () => checkBudget(appDir, release),
    'server-render': () => checkServerRender(appDir, release, { root, shellDir }),
  };
  const results: ReleaseCheck[] = [];
  for (const check of RELEASE_CHECKS) results.push(await guarded(check, run[check]));
  return results;
}
