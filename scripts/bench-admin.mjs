// `npm run bench:admin`: loads a synthetic catalogue of 1,000,000 drivers into a database of its own, signs
// in, then times what the admin dashboard's Drivers tab asks through the gateway: its first page, later
// pages, and filtered and sorted pages, at 2 concurrent clients; reports p50 / p95.
import { randomBytes } from 'node:crypto';
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
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers, ${all.length} pages through the gateway, ${CLIENTS} concurrent clients`);
  console.log(
    `Drivers tab, first and a later page: p50 ${percentile(target, 50).toFixed(1)} ms, p95 ${percentile(target, 95).toFixed(1)} ms (target p95 <= ${TARGET_MS} ms)`,
  );
  console.log(`every page above: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms`);
  const overview = performance.now();
  await (await fetch(`${stack.gatewayUrl}/api/admin/overview`, { headers })).arrayBuffer();
  console.log(`the Overview's counters (one read of every driver): ${(performance.now() - overview).toFixed(0)} ms`);
  if (percentile(target, 95) > TARGET_MS) process.exitCode = 1;
} catch (error) {
  console.error(`The admin benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
