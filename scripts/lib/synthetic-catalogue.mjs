// What the benchmarks at catalogue scale share: a synthetic catalogue loaded into the benchmark's own
// database, and requests through the gateway timed by concurrent clients.
import pg from 'pg';

/** A catalogue of $1 drivers made in the database itself: real manufacturers and product lines, varied models. */
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

/**
 * Loads `rows` synthetic drivers, then vacuums and analyses every table: the state of a catalogue loaded
 * some time ago, so autovacuum does not catch up on the million new rows while the requests run.
 */
export async function loadSyntheticCatalogue(databaseUrl, rows) {
  const db = new pg.Client({ connectionString: databaseUrl });
  db.on('error', () => {}); // the server stops at the end of the run
  await db.connect();
  const started = Date.now();
  await db.query(SYNTHETIC_CATALOGUE, [rows]);
  await db.query('VACUUM ANALYZE');
  const { rows: counted } = await db.query('SELECT COUNT(*)::int AS n FROM drivers');
  await db.end();
  console.log(`Loaded ${counted[0].n.toLocaleString('en-US')} drivers in ${((Date.now() - started) / 1000).toFixed(0)} s.`);
}

export function percentile(sorted, p) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

/** The database time a service answer reports in `Server-Timing: db;dur=…` (SERVER_TIMING=on), in ms. */
const databaseTime = (res) => Number(/(?:^|,)\s*db;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);

/**
 * Asks each of `paths` once to warm up, then `rounds` times by `clients` concurrent clients, with `headers`;
 * prints p50 and p95 per path and answers every timing, sorted, and (from a service run with SERVER_TIMING=on)
 * the time of each answer's database statements, sorted.
 */
export async function timeRequests(baseUrl, paths, { rounds, clients, headers = {} }) {
  for (const path of paths) await fetch(`${baseUrl}${path}`, { headers });
  const timings = Object.fromEntries(paths.map((path) => [path, []]));
  const database = [];
  const jobs = Array.from({ length: rounds }, () => paths).flat();
  let next = 0;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (next < jobs.length) {
        const path = jobs[next++];
        const t0 = performance.now();
        const res = await fetch(`${baseUrl}${path}`, { headers });
        await res.arrayBuffer();
        if (!res.ok) throw new Error(`${path} answered ${res.status}`);
        timings[path].push(performance.now() - t0);
        if (!Number.isNaN(databaseTime(res))) database.push(databaseTime(res));
      }
    }),
  );
  for (const [path, list] of Object.entries(timings)) {
    list.sort((a, b) => a - b);
    console.log(`${path.padEnd(72)} p50 ${percentile(list, 50).toFixed(1).padStart(6)} ms   p95 ${percentile(list, 95).toFixed(1).padStart(6)} ms`);
  }
  return {
    timings,
    database: database.sort((a, b) => a - b),
    all: Object.values(timings)
      .flat()
      .sort((a, b) => a - b),
  };
}
