import { spawn } from 'node:child_process';
import pg from 'pg';
import { chmodSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startEmbeddedPostgres } from '../../services/scripts/embedded-postgres.mjs';
import { buildIfNeeded } from './build.mjs';
import { freePort } from './free-port.mjs';
import { ROOT } from './run.mjs';

async function waitFor(url) {
  for (let i = 0; i < 400; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`${url} did not answer`);
}

function startApp(script, env) {
  return spawn(process.execPath, [join(ROOT, script)], { env: { ...process.env, ...env }, stdio: 'ignore' });
}

/** What the API needs built; the web apps are built only for benchmarks that load pages. */
export const SERVER_WORKSPACES = ['packages/catalog', 'services', 'gateway'];

/** A database of its own on the server of `url`, created empty. */
async function freshDatabase(url, name) {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

/**
 * For benchmarks: the built service on a throw-away embedded database (or DATABASE_URL's server)
 * and the gateway, on free ports. With `database`, the service gets a fresh database of that name;
 * with `web`, the web apps are built too.
 */
export async function startStack(gatewayEnv = {}, { database: databaseName, web = false } = {}) {
  buildIfNeeded(web ? undefined : SERVER_WORKSPACES);
  let database;
  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const scratch = mkdtempSync(join(tmpdir(), 'driveratlas-bench-'));
    chmodSync(scratch, 0o755);
    database = await startEmbeddedPostgres({ dataDir: join(scratch, 'postgres'), port: await freePort(), persistent: false });
    databaseUrl = database.url;
  }
  if (databaseName) databaseUrl = await freshDatabase(databaseUrl, databaseName);
  const [servicePort, gatewayPort] = [await freePort(), await freePort()];
  const service = startApp('services/dist/main.js', { DATABASE_URL: databaseUrl, SERVICE_PORT: String(servicePort) });
  const serviceUrl = `http://127.0.0.1:${servicePort}`;
  await waitFor(`${serviceUrl}/api/health`);
  const gateway = startApp('gateway/dist/main.js', { PORT: String(gatewayPort), HOST: '127.0.0.1', SERVICE_URL: serviceUrl, ...gatewayEnv });
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  await waitFor(`${gatewayUrl}/healthz`);
  return {
    databaseUrl,
    serviceUrl,
    gatewayUrl,
    stop: async () => {
      service.kill('SIGTERM');
      gateway.kill('SIGTERM');
      await new Promise((r) => setTimeout(r, 500));
      await database?.stop();
    },
  };
}
