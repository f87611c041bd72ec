// `npm run bench:search`: loads a synthetic catalogue of 1,000,000 drivers into a database of its own,
// then measures typical searches through the gateway at 4 concurrent clients and reports p50 / p95.
import pg from 'pg';
import { startBenchStack } from './lib/bench-stack.mjs';

const ROWS = Number(process.env.BENCH_SEARCH_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 40);
const CLIENTS = 4;

const QUERIES = [
  '/api/search?q=rtx%204070',
  '/api/search?q=realtek%20audio',
  '/api/search?q=intel%20wi-fi',
  '/api/search?q=hp%20laserjet',
  '/api/search?q=ax211',
  '/api/search?q=logitech&category=Cameras',
  '/api/search?q=bluetooth&sort=date',
  '/api/search?q=nvidia&manufacturer=nvidia&sort=downloads',
  '/api/search?q=realtk',
  '/api/search/suggestions?q=geforce',
  '/api/search/suggestions?q=epson%20et',
];

/** A catalogue of ROWS drivers made in the database itself: real manufacturers and product lines, varied models. */
const SYNTHETIC_CATALOGUE = `
  INSERT INTO drivers ("name", "version", "releaseDate", "description", "downloadCount", "rating", "isVerified", "isLatest",
                       "operatingSystem", "architecture", "fileSize", "manufacturer", "category", "downloadUrl", "releasedOn")
  SELECT p.maker || ' ' || p.line || ' ' || (100 + (i::bigint * 7919) % 9900) || ' ' || p.kind || ' Driver',
         (10 + i % 30) || '.' || (i % 100) || '.' || (i % 1000),
         to_char(d.month, 'FMMonth YYYY'),
         p.kind || ' driver for ' || p.maker || ' ' || p.line || ' devices on Windows 11 and Windows 10.',
         ((i::bigint * 104729) % 250000)::int, 1 + i % 5, i % 17 <> 0, i % 3 = 0,
         'Windows 11, Windows 10', '64-bit', (5 + i % 700) || ' MB', p.maker, p.category,
         'https://' || p.domain || '/support/drivers', d.month
    FROM generate_series(1, $1::int) AS i
    CROSS JOIN LATERAL (SELECT (date '2022-01-01' + ((i % 58) || ' months')::interval)::date AS month) d
    CROSS JOIN LATERAL (
      SELECT * FROM (VALUES
        ('NVIDIA', 'GeForce RTX', 'Graphics', 'Graphics Cards', 'nvidia.com'),
        ('AMD', 'Radeon RX', 'Graphics', 'Graphics Cards', 'amd.com'),
        ('Intel', 'Arc', 'Graphics', 'Graphics Cards', 'intel.com'),
        ('Intel', 'Wi-Fi 6E AX', 'Wi-Fi', 'Network Adapters', 'intel.com'),
        ('Realtek', 'PCIe GbE RTL', 'Ethernet', 'Network Adapters', 'realtek.com'),
        ('MediaTek', 'Wi-Fi MT', 'Wi-Fi', 'Network Adapters', 'mediatek.com'),
        ('Qualcomm', 'FastConnect Bluetooth', 'Bluetooth', 'Network Adapters', 'qualcomm.com'),
        ('Realtek', 'High Definition Audio ALC', 'Audio', 'Audio Devices', 'realtek.com'),
        ('Creative', 'Sound Blaster', 'Audio', 'Audio Devices', 'creative.com'),
        ('HP', 'LaserJet Pro M', 'Printer', 'Printers', 'hp.com'),
        ('Epson', 'EcoTank ET-', 'Printer', 'Printers', 'epson.com'),
        ('Brother', 'HL-L', 'Printer', 'Printers', 'brother.com'),
        ('Canon', 'PIXMA TS', 'Printer', 'Printers', 'canon.com'),
        ('ASMedia', 'USB 3.2 Host Controller ASM', 'USB', 'USB Controllers', 'asmedia.com.tw'),
        ('Logitech', 'MX Master', 'Mouse', 'Input Devices', 'logitech.com'),
        ('Logitech', 'Brio Webcam', 'Camera', 'Cameras', 'logitech.com'),
        ('Razer', 'Kiyo Pro', 'Camera', 'Cameras', 'razer.com')
      ) AS t(maker, line, kind, category, domain)
      OFFSET (i % 17) LIMIT 1
    ) p`;

function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

const stack = await startBenchStack({ RATE_LIMIT_PER_MINUTE: '1000000000' }, { database: 'driveratlas_bench_search' });
try {
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  db.on('error', () => {}); // the server stops at the end of the run
  await db.connect();
  const started = Date.now();
  await db.query(SYNTHETIC_CATALOGUE, [ROWS]);
  // The state of a catalogue loaded some time ago: every table vacuumed and analysed, so autovacuum does
  // not catch up on the million new rows while the searches run.
  await db.query('VACUUM ANALYZE');
  const { rows } = await db.query('SELECT COUNT(*)::int AS n FROM drivers');
  await db.end();
  console.log(`Loaded ${rows[0].n.toLocaleString('en-US')} drivers in ${((Date.now() - started) / 1000).toFixed(0)} s.`);

  for (const path of QUERIES) await fetch(`${stack.gatewayUrl}${path}`); // warm-up
  const timings = Object.fromEntries(QUERIES.map((q) => [q, []]));
  let next = 0;
  const jobs = Array.from({ length: ROUNDS }, () => QUERIES).flat();
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < jobs.length) {
        const path = jobs[next++];
        const t0 = performance.now();
        const res = await fetch(`${stack.gatewayUrl}${path}`);
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        timings[path].push(performance.now() - t0);
      }
    }),
  );
  const all = Object.values(timings)
    .flat()
    .sort((a, b) => a - b);
  for (const [path, list] of Object.entries(timings)) {
    list.sort((a, b) => a - b);
    console.log(`${path.padEnd(58)} p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(list, 95).toFixed(1).padStart(6)} ms`);
  }
  console.log(`\n${ROWS.toLocaleString('en-US')} drivers, ${all.length} searches through the gateway, ${CLIENTS} concurrent clients`);
  console.log(`all searches: p50 ${percentile(all, 50).toFixed(1)} ms, p95 ${percentile(all, 95).toFixed(1)} ms (target p95 <= 50 ms)`);
} catch (error) {
  console.error(`The search benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
