// `npm run bench:search`: loads a synthetic catalogue of 1,000,000 drivers into a database of its own,
// then measures typical searches through the gateway at 4 concurrent clients and reports p50 / p95, end to
// end and of the database statements of each search (the service's Server-Timing, SERVER_TIMING=on). The
// gateway keeps no public read (RESPONSE_CACHE_MB=0): the same searches asked again would otherwise come from memory.
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { explainStatements, statementsTable } from './lib/explain-statements.mjs';
import { loadSyntheticCatalogue, percentile, timeRequests } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
const CLIENTS = 4;
const TARGET_MS = { all: 30, database: 15 };

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
  const { timings, all, database } = await timeRequests(stack.gatewayUrl, QUERIES, { rounds: ROUNDS, clients: CLIENTS });
  if (database.length !== all.length) throw new Error(`${all.length - database.length} answers carried no Server-Timing database time.`);
  const p = (list, at) => percentile(list, at).toFixed(1);
  const [allP95, databaseP95] = [percentile(all, 95), percentile(database, 95)];
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers, ${all.length} searches through the gateway, ${CLIENTS} concurrent clients, response cache off`);
  console.log(`end to end:          p50 ${p(all, 50)} ms, p95 ${p(all, 95)} ms (target p95 <= ${TARGET_MS.all} ms)`);
  console.log(`database statements: p50 ${p(database, 50)} ms, p95 ${p(database, 95)} ms (target p95 <= ${TARGET_MS.database} ms)`);
  // The slowest searches' statements as PostgreSQL ran them, for the notes (the embedded server's log only).
  const slowest = Object.entries(timings)
    .sort(([, a], [, b]) => percentile(b, 95) - percentile(a, 95))
    .slice(0, 3)
    .map(([path]) => path);
  const explained = await explainStatements(stack, slowest);
  writeFigures('search', {
    settings: { drivers: ROWS.toLocaleString('en-US'), rounds: ROUNDS, clients: CLIENTS, 'response cache': 'off (RESPONSE_CACHE_MB=0)' },
    summary: [
      {
        measures: `search over ${ROWS.toLocaleString('en-US')} drivers, end to end`,
        figure: `p95 ${p(all, 95)} ms, p50 ${p(all, 50)} ms`,
        target: `p95 ≤ ${TARGET_MS.all} ms`,
        result: verdict(allP95 <= TARGET_MS.all),
      },
      {
        measures: 'the same searches, time in database statements',
        figure: `p95 ${p(database, 95)} ms, p50 ${p(database, 50)} ms`,
        target: `p95 ≤ ${TARGET_MS.database} ms`,
        result: verdict(databaseP95 <= TARGET_MS.database),
      },
    ],
    tables: [
      {
        title: 'Each search, end to end',
        headers: ['request', 'p50', 'p95'],
        rows: Object.entries(timings).map(([path, list]) => [`\`${path}\``, `${p(list, 50)} ms`, `${p(list, 95)} ms`]),
      },
      ...(explained ?? []).map(statementsTable),
    ],
    notes: explained ? [] : ["the slowest searches' statements are explained from the embedded PostgreSQL's log: run without DATABASE_URL to see them"],
  });
} catch (error) {
  console.error(`The search benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
