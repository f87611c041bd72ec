// `npm run bench:device-report`: the My PC report of a 300-device PC against a catalogue of 1,000,000 drivers. A
// synthetic catalogue is loaded into a database of its own (scripts/lib/synthetic-catalogue.mjs), each of its
// drivers then listing the hardware IDs of two real devices of its maker from the shipped pci.ids and its package
// declaring 20 more in an INF file (20,000,000 rows of inf_hardware_ids); the PC's list is
// what `Get-CimInstance Win32_PnPSignedDriver | ... | ConvertTo-Json` prints, made of real devices of the ID
// databases (PCI devices with subsystem and revision, USB devices, HD Audio codecs, devices without a driver, Windows'
// own drivers), about 120 KB. Four clients post it through the gateway for ROUNDS rounds; p50 and p95 end to end, and
// the service's peak resident memory meanwhile.
import pg from 'pg';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { DECLARE_HARDWARE_IDS, GIVE_HARDWARE_IDS, pcDevices } from './lib/device-report-list.mjs';
import { readFileSync } from 'node:fs';
import { loadSyntheticCatalogue, percentile } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_DEVICE_REPORT_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_DEVICE_REPORT_ROUNDS ?? 25);
const CLIENTS = 4;
const TARGET_P95_MS = 150;
const TARGET_PEAK_MB = 512;

/** A visitor's report: each client is a visitor of its own (the gateway believes X-Forwarded-For here). */
async function post(url, body, visitor = 1) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'text/plain; charset=utf-8', 'x-forwarded-for': `198.51.100.${visitor}` },
    body,
  });
  const answer = await response.json();
  if (!response.ok) throw new Error(`The report answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const database = Number(/db;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { ms: performance.now() - started, database, answer };
}

let stopSampling = () => {};
const stack = await startBenchStack(
  { RATE_LIMIT_PER_MINUTE: '1000000000', TRUST_PROXY: 'true' },
  { database: 'driveratlas_bench_device_report', serviceEnv: { SERVER_TIMING: 'on' } },
);
try {
  await loadSyntheticCatalogue(stack.databaseUrl, ROWS);
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const given = await db.query(GIVE_HARDWARE_IDS);
  for (const statement of DECLARE_HARDWARE_IDS) await db.query(statement);
  const [{ declared }] = (await db.query('SELECT count(*)::bigint AS declared FROM inf_hardware_ids')).rows;
  // Every table the update wrote (drivers, and driver_hardware_ids through its trigger) vacuumed and analysed, and
  // its pages written out: a catalogue changed some time ago, with no autovacuum or checkpoint catching up mid-run.
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
  await db.end();
  console.log(
    `${given.rowCount.toLocaleString('en-US')} drivers list hardware IDs of real devices; their packages declare ${Number(declared).toLocaleString('en-US')}.`,
  );
  const list = await pcDevices(stack.databaseUrl);
  const url = `${stack.gatewayUrl}/api/device-reports`;
  const { answer } = await post(url, list);
  const matched = answer.devices.filter((d) => d.match).length;
  console.log(
    `The PC: ${answer.devices.length} devices, ${(Buffer.byteLength(list) / 1024).toFixed(0)} KB; ${matched} matched; verdicts ${JSON.stringify(answer.counts)}`,
  );
  const timings = [];
  const database = [];
  let next = 0;
  // The service's resident memory, sampled while the reports are answered (Linux's /proc).
  const residentMb = () => Number(/VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${stack.servicePid()}/status`, 'utf8'))[1]) / 1024;
  let peakMb = residentMb();
  const sampling = setInterval(() => (peakMb = Math.max(peakMb, residentMb())), 50);
  stopSampling = () => clearInterval(sampling);
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      while (next++ < ROUNDS * CLIENTS) {
        const timed = await post(url, list, client + 1);
        timings.push(timed.ms);
        database.push(timed.database);
      }
    }),
  );
  stopSampling();
  timings.sort((a, b) => a - b);
  database.sort((a, b) => a - b);
  const p = (list, at) => percentile(list, at).toFixed(1);
  const p95 = percentile(timings, 95);
  console.log(
    `\n${ROWS.toLocaleString('en-US')} drivers, ${timings.length} reports of ${answer.devices.length} devices through the gateway, ${CLIENTS} concurrent clients`,
  );
  console.log(`end to end: p50 ${p(timings, 50)} ms, p95 ${p(timings, 95)} ms (target p95 <= ${TARGET_P95_MS} ms: ${verdict(p95 <= TARGET_P95_MS)})`);
  console.log(`database statements: p50 ${p(database, 50)} ms, p95 ${p(database, 95)} ms`);
  console.log(`service memory: peak ${peakMb.toFixed(0)} MB resident (target <= ${TARGET_PEAK_MB} MB: ${verdict(peakMb <= TARGET_PEAK_MB)})`);
  writeFigures('device-report', {
    settings: {
      drivers: ROWS.toLocaleString('en-US'),
      'hardware IDs declared by their packages': Number(declared).toLocaleString('en-US'),
      'the PC': `${answer.devices.length} devices, ${(Buffer.byteLength(list) / 1024).toFixed(0)} KB of PowerShell JSON; ${matched} matched`,
      rounds: ROUNDS,
      clients: CLIENTS,
    },
    summary: [
      {
        measures: `the My PC report of a ${answer.devices.length}-device PC against ${ROWS.toLocaleString('en-US')} drivers whose packages declare ${Number(declared).toLocaleString('en-US')} hardware IDs, ${CLIENTS} clients`,
        figure: `p95 ${p(timings, 95)} ms, p50 ${p(timings, 50)} ms`,
        target: `p95 ≤ ${TARGET_P95_MS} ms`,
        result: verdict(p95 <= TARGET_P95_MS),
      },
      {
        measures: "the service's memory meanwhile",
        figure: `peak ${peakMb.toFixed(0)} MB resident`,
        target: `≤ ${TARGET_PEAK_MB} MB`,
        result: verdict(peakMb <= TARGET_PEAK_MB),
      },
    ],
    tables: [
      {
        title: 'One report',
        headers: ['measure', 'p50', 'p95'],
        rows: [
          ['end to end', `${p(timings, 50)} ms`, `${p(timings, 95)} ms`],
          ["the database statements (the service's Server-Timing)", `${p(database, 50)} ms`, `${p(database, 95)} ms`],
        ],
      },
    ],
    notes: [
      `verdicts of the PC's devices: ${Object.entries(answer.counts)
        .map(([name, count]) => `${name} ${count}`)
        .join(', ')}`,
    ],
  });
} catch (error) {
  console.error(`The device report benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  stopSampling();
  await stack.stop();
}
