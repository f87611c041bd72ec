// `npm test`: builds everything, provides PostgreSQL (the embedded one, or DATABASE_URL's server)
// and runs every suite. `--only services` runs only the service tests (used by .ci/run); any other
// argument goes to jest, e.g. `npm test -- --only browser catalog-search` for one file.
import { startDatabase } from '@driveratlas/stack';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, SERVER_WORKSPACES } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';
import { ensureCompose } from './lib/compose.mjs';
import { ROOT } from './lib/root.mjs';

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > 0 ? process.argv[onlyIndex + 1] : undefined;
const passThrough = process.argv.slice(2).filter((_, i) => onlyIndex < 0 || (i !== onlyIndex - 2 && i !== onlyIndex - 1));
const results = join(mkdtempSync(join(tmpdir(), 'driveratlas-results-')), 'jest.json');
// A test file mostly waits on the processes it starts (PostgreSQL, the service, the gateway, Chromium), so files run
// one per core, not jest's one fewer (which on two cores is one file at a time).
const workers = passThrough.some((arg) => /^(-i|--runInBand|-w|--maxWorkers)\b/.test(arg)) ? [] : [`--maxWorkers=${availableParallelism()}`];
// --forceExit: a handle a failed test left open (a server, a child process) must not hold the run past its end; jest
// warns of it and exits.
const jestArgs = ['--ci', '--forceExit', ...workers, '--json', '--outputFile', results, ...passThrough, ...(only ? ['--selectProjects', only] : [])];

/** Projects that need only the service and the gateway built, not the web apps. */
const SERVER_PROJECTS = ['services', 'gateway', 'catalog', 'api-client'];
/** Projects that need nothing built and no database: lint, and the web apps' unit and component tests. */
const SOURCE_PROJECTS = ['lint', 'webpack-config', 'shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin', 'platform-package'];
const needsNothing = SOURCE_PROJECTS.includes(only);
if (!needsNothing) buildIfNeeded(SERVER_PROJECTS.includes(only) ? SERVER_WORKSPACES : undefined);

const env = { ...process.env };
if (!only || only === 'browser') {
  env.CHROME_PATH = ensureChromium();
  console.log(`Browser tests drive ${env.CHROME_PATH}.`);
}
if (!only || only === 'platform') env.COMPOSE_COMMAND = ensureCompose();
// DATABASE_URL's server, or the embedded one in a throw-away folder.
const database = needsNothing ? undefined : await startDatabase({ url: process.env.DATABASE_URL, port: Number(process.env.EMBEDDED_PG_PORT) || undefined });
if (database) {
  env.TEST_DATABASE_URL = database.serverUrl;
  console.log(
    database.embedded
      ? `Tests use the embedded PostgreSQL on port ${database.embedded.port}.`
      : `Tests use the PostgreSQL server of DATABASE_URL (${new URL(database.url).host}).`,
  );
}

let status = 1;
try {
  status = spawnSync('npx', ['jest', ...jestArgs], { cwd: ROOT, env, stdio: 'inherit' }).status ?? 1;
} finally {
  await database?.stop();
}
if (existsSync(results)) {
  const { numPassedTests, numFailedTests, numPendingTests } = JSON.parse(readFileSync(results, 'utf8'));
  if (numPassedTests + numFailedTests === 0) status = 1;
  if (numPendingTests > 0) {
    console.error(`${numPendingTests} test(s) were skipped: every suite must run.`);
    status = 1;
  }
  console.log(`\n${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests} skipped`);
}
process.exit(status);
