// `npm start`: builds what is not built, starts PostgreSQL (embedded unless DATABASE_URL is set),
// the service and the gateway on this machine, and prints the address of the site.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { assertPortFree, startEmbeddedPostgres } from '../services/scripts/embedded-postgres.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { ROOT } from './lib/run.mjs';

const PORT = Number(process.env.PORT ?? 8080);
const SERVICE_PORT = Number(process.env.SERVICE_PORT ?? 3000);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

const children = [];
let database;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((r) => child.once('exit', r)) : undefined)));
  await database?.stop();
  process.exit(code);
}

function startProcess(name, script, env) {
  const child = spawn(process.execPath, [join(ROOT, script)], { env: { ...process.env, ...env }, stdio: 'inherit' });
  child.once('exit', (code) => {
    if (!stopping) {
      console.error(`The ${name} stopped (exit code ${code}); stopping everything.`);
      void shutdown(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, what) {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (stopping) return;
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not answering yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`The ${what} did not answer at ${url} within 90 s.`);
}

async function main() {
  await assertPortFree(PORT, 'the site (the gateway; set PORT)');
  await assertPortFree(SERVICE_PORT, 'the catalogue service (set SERVICE_PORT)');
  buildIfNeeded();

  let databaseUrl = process.env.DATABASE_URL;
  if (!databaseUrl) {
    const dataDir = process.env.EMBEDDED_PG_DIR ?? join(ROOT, '.data', 'postgres');
    database = await startEmbeddedPostgres({ dataDir, port: EMBEDDED_PG_PORT });
    databaseUrl = database.url;
    console.log(`Embedded PostgreSQL is running on port ${EMBEDDED_PG_PORT} with its data in ${dataDir}.`);
  }

  const serviceUrl = `http://127.0.0.1:${SERVICE_PORT}`;
  startProcess('service', 'services/dist/main.js', { DATABASE_URL: databaseUrl, SERVICE_PORT: String(SERVICE_PORT) });
  await waitFor(`${serviceUrl}/api/health`, 'service');
  startProcess('gateway', 'gateway/dist/main.js', { PORT: String(PORT), SERVICE_URL: serviceUrl });
  await waitFor(`http://127.0.0.1:${PORT}/healthz`, 'gateway');
  console.log(`\nDriverAtlas is running at http://localhost:${PORT}  (API documentation: http://localhost:${PORT}/api/docs)\n`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutdown(0));
main().catch((error) => {
  console.error(error.message);
  void shutdown(1);
});
