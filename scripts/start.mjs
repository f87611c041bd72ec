// `npm start`: builds what is not built, starts PostgreSQL (embedded unless DATABASE_URL is set),
// the service and the gateway on this machine, and prints the address of the site last. A service or
// gateway that stops by itself is started again while the other serves on; Ctrl+C or SIGTERM stops
// the gateway, then the service, each letting its requests finish, and the database last.
import { assertPortFree, startStack } from '@driveratlas/stack';
import { buildIfNeeded } from './lib/build.mjs';
import { localDatabase } from './lib/local-database.mjs';

const PORT = Number(process.env.PORT ?? 8080);
const SERVICE_PORT = Number(process.env.SERVICE_PORT ?? 3000);

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

const reason = (code) => (typeof code === 'number' ? `exit code ${code}` : /^SIG/.test(code ?? '') ? `signal ${code}` : code);

async function main() {
  await assertPortFree(PORT, 'the site (the gateway; set PORT)');
  await assertPortFree(SERVICE_PORT, 'the catalogue service (set SERVICE_PORT)');
  buildIfNeeded();

  const { dataDir, port } = localDatabase();
  // The embedded server is stopped here, after the apps, not by its own reaction to the signal.
  const database = process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir, port, stopOnSignal: false };
  if (!database.url) console.log(`Starting PostgreSQL on port ${port} with its data in ${dataDir}...`);
  stack = await startStack({
    database,
    servicePort: SERVICE_PORT,
    gatewayPort: PORT,
    // TRUST_PROXY names the proxy in front of the gateway; the service, on 127.0.0.1, trusts the gateway alone.
    serviceEnv: { TRUST_PROXY: 'loopback' },
    stdio: 'inherit',
    signal: starting.signal,
    supervise: true,
    onExit: (name, code, restartInMs) => console.error(`The ${name} stopped (${reason(code)}); starting it again in ${restartInMs / 1000} s.`),
    onRestart: (name) => console.error(`The ${name} is running again.`),
  });
  console.log(`\nDriverAtlas is running at http://localhost:${PORT}  (API documentation: http://localhost:${PORT}/api/docs)`);
}

// `on`, not `once`: the signal often comes twice (to the process group, and forwarded by npm).
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => void shutdown(0));
// npm gone (killed, or its shell was): stop as on a signal, rather than leave the stack running.
const parent = process.ppid;
setInterval(() => process.ppid !== parent && void shutdown(0), 500).unref();
main().catch((error) => {
  if (starting.signal.aborted) process.exit(0);
  console.error(error.message);
  process.exit(1);
});
