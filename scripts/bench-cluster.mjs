// `npm run bench:cluster`: DriverAtlas as on several nodes, measured on this machine side by side in one run: (a) one
// service and one gateway on the embedded PostgreSQL, (b) two services (behind the round-robin balancer that stands in
// for a Kubernetes Service) and two gateways, the public reads from a streaming replica of it (DATABASE_READ_URL). Both
// use one database: a synthetic catalogue of BENCH_CLUSTER_ROWS drivers, those of the big makers given the hardware IDs
// of real devices. The same load is spread over the gateways: public reads (a driver, categories, featured; kept by the
// gateways), searches varied so that few are kept, and My PC reports of a 300-device PC. Prints req/s, p50 and p95 of
// each, and the ratio (b)/(a). On one machine the processes of (b) share its cores: the ratio shows what the
// replication and the extra processes cost, not what nodes with CPUs of their own gain.
import autocannon from 'autocannon';
import pg from 'pg';
import { startCluster, startDatabase } from '@driveratlas/stack';
import { markdownTable, writeFigures } from './lib/bench-report.mjs';
import { buildIfNeeded, SERVER_WORKSPACES } from './lib/build.mjs';
import { GIVE_HARDWARE_IDS, pcDevices } from './lib/device-report-list.mjs';
import { loadSyntheticCatalogue, percentile } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_CLUSTER_ROWS ?? 100_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const MAKERS = ['nvidia', 'geforce rtx', 'radeon', 'intel wi-fi', 'realtek audio', 'hp laserjet', 'epson ecotank', 'logitech', 'bluetooth', 'asmedia usb'];

/** The loads, each with its connections: what a crowd of visitors, searchers and My PC users asks. */
const LOADS = [
  {
    name: 'public reads (a driver, categories, featured)',
    connections: 50,
    // Home's featured drivers, the first 8: all of them would be tens of thousands here, too large to keep.
    requests: (driverId) => [`/api/drivers/${driverId}`, '/api/categories', '/api/drivers/featured?limit=8'],
  },
  { name: 'searches (varied, few kept)', connections: 8, search: true },
  { name: 'My PC reports (300 devices)', connections: 4, report: true },
];

/** A search of a maker and a model number: about 99,000 different ones, so the gateways keep few. */
let searches = 0;
const nextSearch = () => {
  const n = searches++;
  return `/api/search?q=${encodeURIComponent(`${MAKERS[n % MAKERS.length]} ${100 + ((n * 7919) % 9900)}`)}`;
};

/**
 * Runs `load` against `urls` (spread over them) for `seconds`; answers req/s, the p50 and p95 of its latencies and the
 * lists refused for want of room (`shed`: a My PC list answered 503 with Retry-After, which the service does by design
 * when it has more lists in progress than it takes, here when the warm-up's last lists still hold their room); fails
 * on any other answer but 2xx, unless it is the `warmUp`.
 */
function measure(urls, load, { driverId, list }, seconds = SECONDS, warmUp = false) {
  const latencies = [];
  const options = { url: urls, connections: load.connections, duration: seconds, pipelining: 1 };
  if (load.requests) options.requests = load.requests(driverId).map((path) => ({ path }));
  if (load.search) options.requests = [{ setupRequest: (request) => ({ ...request, path: nextSearch() }) }];
  if (load.report) {
    options.requests = [{ method: 'POST', path: '/api/device-reports', body: list, headers: { 'content-type': 'text/plain; charset=utf-8' } }];
  }
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => {
      if (error) return reject(error);
      const shed = load.report ? (result.statusCodeStats['503']?.count ?? 0) : 0;
      if (!warmUp && (result.non2xx - shed || result.errors)) {
        return reject(
          new Error(`${load.name}: ${result.non2xx} non-2xx answers (by status ${JSON.stringify(result.statusCodeStats)}), ${result.errors} errors`),
        );
      }
      latencies.sort((a, b) => a - b);
      resolve({ perSecond: result.requests.average, p50: percentile(latencies, 50), p95: percentile(latencies, 95), shed, answered: result.requests.total });
    });
    instance.on('response', (_client, _status, _bytes, ms) => latencies.push(ms));
  });
}

/** Starts the apps of one setup on the database, `prepare`s, measures each load through its gateways, stops them. */
async function measureSetup(label, database, setup, context, prepare) {
  const started = Date.now();
  const cluster = await startCluster({
    ...setup,
    startedDatabase: database,
    stdio: 'ignore',
    // Every client here has one address (127.0.0.1), from which a service lets in two lists at once: the My PC
    // visitors are let in as if each had an address of its own, which they would.
    serviceEnv: { DEVICE_REPORTS_PER_ADDRESS: String(LOADS.find((load) => load.report).connections) },
    gatewayEnv: {
      HOST: '127.0.0.1',
      RATE_LIMIT_PER_MINUTE: '1000000000',
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, RATE_LIMIT_PREFIX: `driveratlas-bench-${Date.now()}-` } : {}),
    },
  });
  try {
    console.log(`\n(${label}) started in ${((Date.now() - started) / 1000).toFixed(0)} s: ${cluster.urls.join(', ')}`);
    await prepare(cluster);
    const figures = [];
    for (const load of LOADS) {
      await measure(cluster.urls, load, context, 3, true); // warm-up: a cold start's first answers may time out
      const figure = await measure(cluster.urls, load, context);
      console.log(
        `(${label}) ${load.name.padEnd(46)} ${figure.perSecond.toFixed(0).padStart(6)} req/s  p50 ${figure.p50.toFixed(1)} ms  p95 ${figure.p95.toFixed(1)} ms`,
      );
      figures.push(figure);
    }
    return figures;
  } finally {
    await cluster.stop();
  }
}

buildIfNeeded(SERVER_WORKSPACES);
const database = await startDatabase({ name: 'driveratlas_bench_cluster', replica: true, stopOnSignal: false });
try {
  const context = {};
  /** The first setup's service makes the schema: then the catalogue is loaded, once, for both. */
  const prepare = async (cluster) => {
    if (context.list) return;
    await loadSyntheticCatalogue(database.url, ROWS);
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    await db.query(GIVE_HARDWARE_IDS);
    await db.query('VACUUM ANALYZE');
    await db.query('CHECKPOINT');
    const { rows } = await db.query('SELECT id FROM drivers ORDER BY "downloadCount" DESC LIMIT 1');
    await db.end();
    context.driverId = rows[0].id;
    context.list = await pcDevices(database.url);
    await database.replica.caughtUp(120_000);
    const report = await fetch(`${cluster.urls[0]}/api/device-reports`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: context.list,
    });
    if (!report.ok) throw new Error(`The My PC report answered ${report.status}.`);
  };
  const single = await measureSetup('a', database, { services: 1, gateways: 1 }, context, prepare);
  const cluster = await measureSetup('b', database, { services: 2, gateways: 2, replica: true }, context, prepare);

  const setups = `(a) 1 service + 1 gateway, (b) 2 services + 2 gateways + streaming replica${process.env.REDIS_URL ? '; rate limits in Redis' : ''}`;
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers; ${SECONDS} s per load after a 3 s warm-up; ${setups}`);
  const headers = ['load', '(a) one service, one gateway', '(b) two of each and a replica', '(b)/(a) req/s'];
  const shedText = ({ shed, answered }) => (shed ? `; ${shed} of ${answered} refused for want of room (503, Retry-After)` : '');
  const rows = LOADS.map((load, i) => {
    const [a, b] = [single[i], cluster[i]];
    return [
      `${load.name}, ${load.connections} connections`,
      `${a.perSecond.toFixed(0)} req/s, p50 ${a.p50.toFixed(1)} / p95 ${a.p95.toFixed(1)} ms${shedText(a)}`,
      `${b.perSecond.toFixed(0)} req/s, p50 ${b.p50.toFixed(1)} / p95 ${b.p95.toFixed(1)} ms${shedText(b)}`,
      (b.perSecond / a.perSecond).toFixed(2),
    ];
  });
  console.log(markdownTable(headers, rows));
  writeFigures('cluster', {
    settings: { drivers: ROWS.toLocaleString('en-US'), 'seconds per load': `${SECONDS}, after a 3 s warm-up`, setups },
    summary: [
      {
        measures: `two services, two gateways and a streaming replica against one of each, in one run (${ROWS.toLocaleString('en-US')} drivers; ${LOADS.map((load) => load.name.replace(/ \(.*/, '')).join(' / ')})`,
        figure: `(b)/(a) req/s ${rows.map((row) => row[3]).join(' / ')}; ${cluster.map((figure) => figure.perSecond.toFixed(0)).join(' / ')} req/s, every answer 2xx but My PC lists refused for want of room: ${single.concat(cluster).reduce((n, figure) => n + figure.shed, 0)}`,
        target: 'every answer 2xx under load, but a My PC list refused for want of room (503 with Retry-After)',
        // A load that answered anything else has thrown before.
        result: 'met',
      },
    ],
    tables: [{ title: 'Each load, side by side', headers, rows }],
  });
} catch (error) {
  console.error(`The cluster benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await database.stop();
}
