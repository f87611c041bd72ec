// `npm run bench:search`: loads a synthetic catalogue of 1,000,000 drivers into a database of its own,
// then measures typical searches through the gateway at 4 concurrent clients and reports p50 / p95, end to
// end and of the database statements of each search (the service's Server-Timing, SERVER_TIMING=on). The
// gateway keeps no public read (RESPONSE_CACHE_MB=0): the same searches asked again would otherwise come from memory.
import { startBenchStack } from './lib/bench-stack.mjs';
import { loadSyntheticCatalogue, percentile, timeRequests } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
const CLIENTS = 4;

const QUERIES = [
  '/api/search?q=rtx%204070',
  '/api/search?q=realtek%20audio',
  '/api/search?q=intel%20wi-fi',
  '/api/search?q=hp%20laserjet',
  '/api/search?q=ax211',
  '/api/search?q=rtx4070',
  '/api/search?q=geforce%20windows%2011',
  '/api/search?q=logitech&category=Cameras',
  '/api/search?q=bluetooth&sort=date',
  '/api/search?q=nvidia&manufacturer=nvidia&sort=downloads',
  '/api/search?q=realtk',
  '/api/search/suggestions?q=geforce',
  '/api/search/suggestions?q=epson%20et',
];

const stack = await startBenchStack(
  { RATE_LIMIT_PER_MINUTE: '1000000000', RESPONSE_CACHE_MB: '0' },
  { database: 'driveratlas_bench_search', serviceEnv: { SERVER_TIMING: 'on' } },
);
try {
  await loadSyntheticCatalogue(stack.databaseUrl, ROWS);
  const { all, database } = await timeRequests(stack.gatewayUrl, QUERIES, { rounds: ROUNDS, clients: CLIENTS });
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers, ${all.length} searches through the gateway, ${CLIENTS} concurrent clients, response cache off`);
  console.log(`end to end:          p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target p95 <= 30 ms)`);
  if (database.length !== all.length) throw new Error(`${all.length - database.length} answers carried no Server-Timing database time.`);
  console.log(`database statements: p50 ${percentile(database, 50).toFixed(1)} ms, p95 ${percentile(database, 95).toFixed(1)} ms (target p95 <= 15 ms)`);
} catch (error) {
  console.error(`The search benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
