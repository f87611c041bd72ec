// `npm run bench:admin`: loads a synthetic catalogue of 1,000,000 drivers into a database of its own, signs
// in, then times what the admin dashboard's Drivers tab asks through the gateway: its first page, later
// pages, and filtered and sorted pages, at 2 concurrent clients; reports p50 / p95.
import { randomBytes } from 'node:crypto';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { loadSyntheticCatalogue, percentile, timeRequests } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_ADMIN_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_ADMIN_ROUNDS ?? 30);
const CLIENTS = 2;
const TARGET_MS = 300;

/** Opening the Drivers tab, and paging on: what the acceptance target is about. */
const PAGES = ['/api/admin/drivers?sort=downloads&page=1&pageSize=20', '/api/admin/drivers?sort=downloads&page=50&pageSize=20'];
/** Further pages the operator reaches: the last one (the count stops at 10,000), the filters and the sorts. */
const FURTHER = [
  '/api/admin/drivers?sort=downloads&page=500&pageSize=20',
  '/api/admin/drivers?q=geforce&sort=downloads&page=1&pageSize=20',
  '/api/admin/drivers?q=realtek%20audio&sort=name&page=3&pageSize=20',
  '/api/admin/drivers?category=Audio%20Devices&verified=false&sort=name&page=2&pageSize=20',
  '/api/admin/drivers?manufacturer=intel&latest=true&sort=date&page=1&pageSize=50',
  '/api/admin/drivers?sort=updated&page=1&pageSize=100',
];

const password = randomBytes(18).toString('base64url');
const stack = await startBenchStack({ RATE_LIMIT_PER_MINUTE: '1000000000' }, { database: 'driveratlas_bench_admin', serviceEnv: { ADMIN_PASSWORD: password } });
try {
  await loadSyntheticCatalogue(stack.databaseUrl, ROWS);
  const login = await fetch(`${stack.gatewayUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ password }),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const headers = { Cookie: login.headers.get('set-cookie').split(';')[0] };

  const { timings } = await timeRequests(stack.gatewayUrl, [...PAGES, ...FURTHER], { rounds: ROUNDS, clients: CLIENTS, headers });
  const target = PAGES.flatMap((path) => timings[path]).sort((a, b) => a - b);
  const all = Object.values(timings)
    .flat()
    .sort((a, b) => a - b);
  const p = (list, at) => percentile(list, at).toFixed(1);
  const met = percentile(target, 95) <= TARGET_MS;
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers, ${all.length} pages through the gateway, ${CLIENTS} concurrent clients`);
  console.log(`Drivers tab, first and a later page: p50 ${p(target, 50)} ms, p95 ${p(target, 95)} ms (target p95 <= ${TARGET_MS} ms)`);
  console.log(`every page above: p50 ${p(all, 50)} ms, p95 ${p(all, 95)} ms`);
  const started = performance.now();
  await (await fetch(`${stack.gatewayUrl}/api/admin/overview`, { headers })).arrayBuffer();
  const overview = performance.now() - started;
  console.log(`the Overview's counters (one read of every driver): ${overview.toFixed(0)} ms`);
  writeFigures('admin', {
    settings: { drivers: ROWS.toLocaleString('en-US'), rounds: ROUNDS, clients: CLIENTS },
    summary: [
      {
        measures: `the admin Drivers tab's first page and page 50 over ${ROWS.toLocaleString('en-US')} drivers`,
        figure: `p95 ${p(target, 95)} ms, p50 ${p(target, 50)} ms`,
        target: `p95 ≤ ${TARGET_MS} ms`,
        result: verdict(met),
      },
    ],
    tables: [
      {
        title: 'Each page, through the gateway',
        headers: ['request', 'p50', 'p95'],
        rows: [
          ...Object.entries(timings).map(([path, list]) => [`\`${path}\``, `${p(list, 50)} ms`, `${p(list, 95)} ms`]),
          ['every page above', `${p(all, 50)} ms`, `${p(all, 95)} ms`],
        ],
      },
    ],
    notes: [`the Overview's counters (one read of every driver), asked once: ${overview.toFixed(0)} ms`],
  });
  if (!met) process.exitCode = 1;
} catch (error) {
  console.error(`The admin benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
