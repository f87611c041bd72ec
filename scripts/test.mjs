// `npm test`: builds everything, provides PostgreSQL (the embedded one, or DATABASE_URL's server)
// and runs every suite. `--only services` runs only the service tests (used by .ci/run); any other
// argument goes to jest, e.g. `npm test -- --only browser catalog-search` for one file.
import { startDatabase } from '@driveratlas/stack';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildIfNeeded, SERVER_WORKSPACES } from './lib/build.mjs';
import { ensurePrerequisites } from './lib/prerequisites.mjs';
import { startRedis } from './lib/redis.mjs';
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
const SERVER_PROJECTS = ['services', 'gateway', 'driver-domain', 'visitor-rules', 'site-contracts', 'api-client'];
/** Projects that need nothing built and no database: lint, and the web apps' unit and component tests. */
const SOURCE_PROJECTS = ['lint', 'webpack-config', 'shell', 'mfe-catalog', 'mfe-printers', 'mfe-legal', 'mfe-admin', 'platform-package'];
const needsNothing = SOURCE_PROJECTS.includes(only);

// Every program the chosen suites need, checked before anything is built or run: each one missing is named at once.
const programs = [
  ...(!only || only === 'browser' ? ['chromium'] : []),
  ...(needsNothing ? [] : ['redis-server']),
  ...(!only || only === 'platform' ? ['compose', 'kubectl', 'postgresql'] : []),
];
let found;
try {
  found = ensurePrerequisites(programs);
} catch (error) {
  console.error(`npm test cannot run on this machine:\n${error.message}`);
  process.exit(1);
}

if (!needsNothing) buildIfNeeded(SERVER_PROJECTS.includes(only) ? SERVER_WORKSPACES : undefined);

const env = { ...process.env };
if (found.chromium) {
  env.CHROME_PATH = found.chromium;
  console.log(`Browser tests drive ${env.CHROME_PATH}.`);
}
if (found.compose) env.COMPOSE_COMMAND = found.compose;
if (found.kubectl) env.KUBECTL = found.kubectl;
if (found.postgresql) env.POSTGRES_BINDIR = found.postgresql;
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

// A redis-server of this run's own for the counts gateways share (never the machine's).
const redis = needsNothing ? undefined : await startRedis(found['redis-server']);
if (redis) {
  env.TEST_REDIS_URL = redis.url;
  console.log(`Tests share counts through redis-server at ${redis.url}.`);
}

let status = 1;
try {
  // Waited for without blocking: this process runs redis-server (and, without DATABASE_URL, the embedded PostgreSQL
  // too) and must go on serving them while jest runs.
  const [code] = await once(spawn('npx', ['jest', ...jestArgs], { cwd: ROOT, env, stdio: 'inherit' }), 'exit');
  status = code ?? 1;
} finally {
  await redis?.stop();
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
