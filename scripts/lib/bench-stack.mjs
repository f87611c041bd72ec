import { startStack } from '@driveratlas/stack';
import { buildIfNeeded, SERVER_WORKSPACES } from './build.mjs';

/**
 * The benchmarks' stack: the built service on a throw-away embedded database (or DATABASE_URL's server)
 * and the gateway, on free ports. With `database`, the service gets a fresh database of that name;
 * with `web`, the web apps are built too; `serviceEnv` adds to the service's environment. `databaseLog` is the embedded
 * server's log file (none with DATABASE_URL).
 */
export async function startBenchStack(gatewayEnv = {}, { database: name, web = false, serviceEnv = {} } = {}) {
  buildIfNeeded(web ? undefined : SERVER_WORKSPACES);
  const stack = await startStack({
    database: { url: process.env.DATABASE_URL, name },
    gatewayEnv: { HOST: '127.0.0.1', ...gatewayEnv },
    serviceEnv,
    stdio: 'ignore',
  });
  return {
    databaseUrl: stack.database.url,
    databaseLog: stack.database.embedded?.log,
    serviceUrl: stack.service.url,
    servicePid: () => stack.service.pid,
    gatewayUrl: stack.url,
    stop: stack.stop,
  };
}
