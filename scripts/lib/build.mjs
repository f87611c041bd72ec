import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './root.mjs';

const SOURCE_DIRS = ['src', 'scripts'];
const SOURCE_FILES = ['package.json', 'tsconfig.json', 'tsconfig.build.json', 'tsconfig.esm.json', 'webpack.config.js', 'index.js'];

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(
    0,
    ...readdirSync(path)
      .filter((e) => e !== 'node_modules' && e !== 'dist')
      .map((entry) => newest(join(path, entry))),
  );
}

function workspaces() {
  return JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')).workspaces;
}

function sourcesOf(workspace) {
  const dir = join(ROOT, workspace);
  return Math.max(...SOURCE_DIRS.map((d) => newest(join(dir, d))), ...SOURCE_FILES.map((f) => newest(join(dir, f))));
}

/** Packages the apps build from: a change to any of their files rebuilds every app. */
const BUILD_INPUTS = ['packages/driver-domain', 'packages/visitor-rules', 'packages/site-contracts', 'packages/platform', 'packages/webpack-config'];

/** What the API needs built; the web apps are built only for what loads pages. */
export const SERVER_WORKSPACES = ['packages/driver-domain', 'packages/visitor-rules', 'packages/site-contracts', 'packages/releases', 'services', 'gateway'];

/** Workspaces whose build is missing or older than their own sources or the shared packages they build from. */
export function staleWorkspaces() {
  const shared = Math.max(...BUILD_INPUTS.map((pkg) => newest(join(ROOT, pkg))), newest(join(ROOT, 'config')));
  return workspaces().filter((workspace) => {
    const { scripts = {} } = JSON.parse(readFileSync(join(ROOT, workspace, 'package.json'), 'utf8'));
    if (!scripts.build) return false;
    return newest(join(ROOT, workspace, 'dist')) < Math.max(sourcesOf(workspace), shared);
  });
}

/**
 * Builds, in workspace order, each workspace (of `only`, when given) that is not built or out of date:
 * one line per workspace, and the build's own output only when it fails.
 */
export function buildIfNeeded(only) {
  for (const workspace of staleWorkspaces().filter((w) => !only || only.includes(w))) {
    process.stdout.write(`Building ${workspace}... `);
    const started = Date.now();
    const build = spawnSync('npm', ['run', 'build', '--silent', '--workspace', workspace], { cwd: ROOT, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
    if (build.status !== 0) {
      console.log('failed:');
      process.stdout.write(build.stdout ?? '');
      process.stderr.write(build.stderr ?? build.error?.message ?? '');
      process.exit(build.status ?? 1);
    }
    console.log(`done (${((Date.now() - started) / 1000).toFixed(0)} s)`);
  }
}
