'use strict';
// Several services and gateways on one database (with its streaming replica, when asked): DriverAtlas as it runs on
// several nodes, on this machine, for the cluster tests and `npm run bench:cluster`.
const { startRoundRobinBalancer } = require('./balancer');
const { startDatabase } = require('./database');
const { startGateway, startService } = require('./processes');

/**
 * Starts the database (see startDatabase; with `replica`, the embedded one and its streaming replica, whose URL the
 * services get as DATABASE_READ_URL), `services` services one after the other (the first runs the migrations), the
 * round-robin balancer in front of them when there are several (balancer.js, the stand-in for a Kubernetes Service),
 * and `gateways` gateways whose SERVICE_URL is the balancer (or the one service). Each app is named "service 1",
 * "gateway 2" …; `onExit`, `supervise` and `onRestart` are startStack's. With `startedDatabase`, the apps use that database
 * (and its replica, with `replica`) instead, and leave it running. `stop()` stops the gateways, the balancer, the
 * services and the database, in that order.
 */
async function startCluster({
  services: serviceCount = 2,
  gateways: gatewayCount = 2,
  replica = false,
  database = {},
  startedDatabase,
  serviceEnv = {},
  gatewayEnv = {},
  stdio = 'pipe',
  supervise,
  onExit,
  onRestart,
} = {}) {
  const db = startedDatabase ?? (await startDatabase({ ...database, replica }));
  const services = [];
  const gateways = [];
  let balancer;
  let stopped;
  const stop = () =>
    (stopped ??= (async () => {
      await Promise.all(gateways.map((gateway) => gateway.stop()));
      await balancer?.stop();
      await Promise.all(services.map((service) => service.stop()));
      if (!startedDatabase) await db.stop();
    })());
  const app = (name) => ({
    name,
    stdio,
    supervise,
    onExit: onExit && ((code, restartInMs) => onExit(name, code, restartInMs)),
    onRestart: onRestart && (() => onRestart(name)),
  });
  try {
    const readUrl = replica ? { DATABASE_READ_URL: db.replica.url } : {};
    for (let n = 1; n <= serviceCount; n++) {
      services.push(await startService({ databaseUrl: db.url, env: { ...readUrl, ...serviceEnv }, ...app(`service ${n}`) }));
    }
    if (services.length > 1) balancer = await startRoundRobinBalancer({ targets: services.map((service) => service.port) });
    const serviceUrl = balancer?.url ?? services[0].url;
    for (let n = 1; n <= gatewayCount; n++) {
      gateways.push(await startGateway({ serviceUrl, env: gatewayEnv, ...app(`gateway ${n}`) }));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { database: db, services, gateways, balancer, urls: gateways.map((gateway) => gateway.url), stop };
}

module.exports = { startCluster };
