// `npm start`: builds what is not built, starts PostgreSQL (embedded unless DATABASE_URL is set),
// the service and the gateway on this machine, and prints the address of the site last.
import { startStack } from '@driveratlas/stack';
import { join } from 'node:path';
import { assertPortFree } from '../services/scripts/embedded-postgres.mjs';
import { buildIfNeeded } from './lib/build.mjs';
import { ROOT } from './lib/root.mjs';

const PORT = Number(process.env.PORT ?? 8080);
const SERVICE_PORT = Number(process.env.SERVICE_PORT ?? 3000);
const EMBEDDED_PG_PORT = Number(process.env.EMBEDDED_PG_PORT ?? 54329);

const starting = new AbortController();
let stack;
let stopping = false;

async function shutdown(code) {
  if (stopping) return;
  stopping = true;
  // Still starting: main() stops what has started, then exits.
  if (!stack) return starting.abort();
  await stack.stop();
  process.exit(code);
}

async function main() {
  await assertPortFree(PORT, 'the site (the gateway; set PORT)');
  await assertPortFree(SERVICE_PORT, 'the catalogue service (set SERVICE_PORT)');
  buildIfNeeded();

  const dataDir = process.env.EMBEDDED_PG_DIR ?? join(ROOT, '.data', 'postgres');
  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir, port: EMBEDDED_PG_PORT };
  if (!database.url) console.log(`Starting PostgreSQL on port ${EMBEDDED_PG_PORT} with its data in ${dataDir}...`);
  stack = await startStack({
    database,
    servicePort: SERVICE_PORT,
    gatewayPort: PORT,
    stdio: 'inherit',
    signal: starting.signal,
    onExit: (name, code) => {
      if (stopping) return;
      console.error(`The ${name} stopped (exit code ${code}); stopping everything.`);
      void shutdown(1);
    },
  });
  console.log(`\nDriverAtlas is running at http://localhost:${PORT}  (API documentation: http://localhost:${PORT}/api/docs)`);
}

for (const signal of ['SIGINT', 'SIGTERM']) process.once(signal, () => void shutdown(0));
main().catch((error) => {
  if (starting.signal.aborted) process.exit(0);
  console.error(error.message);
  process.exit(1);
});
