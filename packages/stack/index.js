'use strict';
// Starts the stack in order, waiting for each: PostgreSQL, the service on it, the gateway in front.
// `npm start`, the tests and the benchmarks all start it through this module.
const { startDatabase, withDatabase } = require('./database');
const { assertPortFree, runningEmbeddedPostgres, startEmbeddedPostgres } = require('./embedded-postgres');
const { freePort, startService, startGateway } = require('./processes');
const { startCluster } = require('./cluster');
const { startRoundRobinBalancer } = require('./balancer');

/**
 * The database (see startDatabase), the service and the gateway, on the ports given or free ones.
 * `onExit(name, code, restartInMs)` hears of a service or gateway that stops by itself once it has
 * answered; with `supervise`, it is started again after a back-off (`restartInMs`) while the other
 * keeps serving, and `onRestart(name)` hears when it answers again. `signal` aborts a start under
 * way, stopping what has started. `stop()` stops the gateway (its requests under way finish), then
 * the service (likewise, then its database pool), then the database.
 */
async function startStack({
  database = {},
  servicePort,
  gatewayPort,
  serviceEnv = {},
  gatewayEnv = {},
  stdio = 'pipe',
  signal,
  onExit,
  supervise,
  onRestart,
} = {}) {
  const db = await startDatabase(database);
  const started = [];
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      for (const app of started.reverse()) await app.stop();
      await db.stop();
    })());
  const hear = (name) => ({
    supervise,
    onExit: onExit && ((code, restartInMs) => onExit(name, code, restartInMs)),
    onRestart: onRestart && (() => onRestart(name)),
  });
  try {
    signal?.throwIfAborted();
    const service = await startService({ databaseUrl: db.url, port: servicePort, env: serviceEnv, stdio, signal, ...hear('service') });
    started.push(service);
    const gateway = await startGateway({ serviceUrl: service.url, port: gatewayPort, env: gatewayEnv, stdio, signal, ...hear('gateway') });
    started.push(gateway);
    return { database: db, service, gateway, url: gateway.url, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

module.exports = {
  startStack,
  startCluster,
  startRoundRobinBalancer,
  startDatabase,
  startService,
  startGateway,
  freePort,
  withDatabase,
  startEmbeddedPostgres,
  runningEmbeddedPostgres,
  assertPortFree,
};
