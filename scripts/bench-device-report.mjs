// `npm run bench:device-report`: the My PC report of a 300-device PC against a catalogue of 1,000,000 drivers. A
// synthetic catalogue is loaded into a database of its own (scripts/lib/synthetic-catalogue.mjs), each of its
// drivers then listing the hardware IDs of two real devices of its maker from the shipped pci.ids; the PC's list is
// what `Get-CimInstance Win32_PnPSignedDriver | ... | ConvertTo-Json` prints, made of real devices of the ID
// databases (PCI devices with subsystem and revision, USB devices, HD Audio codecs, devices without a driver, Windows'
// own drivers), about 120 KB. Four clients post it through the gateway for ROUNDS rounds; p50 and p95 end to end.
import pg from 'pg';
import { startBenchStack } from './lib/bench-stack.mjs';
import { loadSyntheticCatalogue, percentile } from './lib/synthetic-catalogue.mjs';

const ROWS = Number(process.env.BENCH_DEVICE_REPORT_ROWS ?? 1_000_000);
const ROUNDS = Number(process.env.BENCH_DEVICE_REPORT_ROUNDS ?? 25);
const DEVICES = 300;
const CLIENTS = 4;
const TARGET_P95_MS = 150;

/** Each synthetic driver lists two real PCI devices of its maker (by the PCI vendor IDs of the makers it uses). */
const GIVE_HARDWARE_IDS = `
  WITH makers(maker, vendor) AS (VALUES ('NVIDIA', '10de'), ('AMD', '1002'), ('Intel', '8086'), ('Realtek', '10ec'), ('MediaTek', '14c3'),
                                        ('Qualcomm', '17cb'), ('Creative', '1102'), ('ASMedia', '1b21')),
       devices AS (SELECT m.maker, array_agg('PCI\\VEN_' || upper(p."vendorId") || '&DEV_' || upper(p."deviceId") ORDER BY p."deviceId") AS ids
                     FROM makers m JOIN pci_devices p ON p."vendorId" = m.vendor GROUP BY m.maker)
  UPDATE drivers d SET "hardwareIds" = ARRAY[v.ids[1 + d.id % cardinality(v.ids)], v.ids[1 + (d.id * 7) % cardinality(v.ids)]]
    FROM devices v WHERE v.maker = d.manufacturer`;

/** Real devices of the ID databases, with a driver each as Windows lists it (some without one, some Microsoft's). */
async function pcDevices(databaseUrl) {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const { rows: pci } = await db.query(
    `SELECT v.name AS vendor, d."vendorId", d."deviceId", d.name FROM pci_devices d JOIN pci_vendors v USING ("vendorId")
      WHERE d."vendorId" IN ('10de', '1002', '8086', '10ec', '14c3', '1b21', '144d', '1022') ORDER BY md5(d."vendorId" || d."deviceId") LIMIT $1`,
    [Math.round(DEVICES * 0.6)],
  );
  const { rows: usb } = await db.query(
    `SELECT v.name AS vendor, p."vendorId", p."productId", p.name FROM usb_products p JOIN usb_vendors v USING ("vendorId")
      WHERE p."vendorId" IN ('046d', '8087', '1532', '0bda', '045e') ORDER BY md5(p."vendorId" || p."productId") LIMIT $1`,
    [DEVICES - Math.round(DEVICES * 0.6) - 20],
  );
  await db.end();
  const hex = (s) => s.toUpperCase();
  const device = (i, name, vendor, ids, compat, providerOverride) => {
    const problem = i % 37 === 0;
    const inbox = i % 5 === 0;
    return {
      DeviceName: name,
      HardWareID: ids[0],
      CompatID: compat,
      DriverVersion: problem ? null : inbox ? '10.0.26100.1' : `${30 + (i % 3)}.0.${15 + (i % 5)}.${1000 + ((i * 37) % 9000)}`,
      DriverDate: problem ? null : `/Date(${Date.UTC(2021 + (i % 4), i % 12, 1 + (i % 28))})/`,
      DriverProviderName: problem ? null : inbox ? 'Microsoft' : (providerOverride ?? vendor),
      Manufacturer: vendor,
      DeviceClass: problem ? null : 'System',
      InfName: problem ? null : inbox ? 'machine.inf' : `oem${i}.inf`,
      IsSigned: !problem,
    };
  };
  const list = [
    ...pci.map((d, i) =>
      device(
        i,
        d.name,
        d.vendor,
        [`PCI\\VEN_${hex(d.vendorId)}&DEV_${hex(d.deviceId)}&SUBSYS_${(0x1000 + i).toString(16).toUpperCase()}1043&REV_0${i % 9}`],
        `PCI\\VEN_${hex(d.vendorId)}&DEV_${hex(d.deviceId)}&REV_0${i % 9}`,
      ),
    ),
    ...usb.map((d, i) =>
      device(i + 1000, d.name, d.vendor, [`USB\\VID_${hex(d.vendorId)}&PID_${hex(d.productId)}&REV_0${100 + (i % 900)}`], `USB\\Class_0e&SubClass_01`),
    ),
    ...Array.from({ length: 20 }, (_, i) =>
      device(
        i + 2000,
        'High Definition Audio Device',
        'Realtek',
        [`HDAUDIO\\FUNC_01&VEN_10EC&DEV_0${897 + i}&SUBSYS_1043${(0x8000 + i).toString(16).toUpperCase()}&REV_1000`],
        'HDAUDIO\\FUNC_01&VEN_10EC',
      ),
    ),
  ];
  return JSON.stringify(list, null, 2);
}

async function post(url, body) {
  const started = performance.now();
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'text/plain; charset=utf-8' }, body });
  const answer = await response.json();
  if (!response.ok) throw new Error(`The report answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
  const database = Number(/db;dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1]);
  return { ms: performance.now() - started, database, answer };
}

const stack = await startBenchStack(
  { RATE_LIMIT_PER_MINUTE: '1000000000' },
  { database: 'driveratlas_bench_device_report', serviceEnv: { SERVER_TIMING: 'on' } },
);
try {
  await loadSyntheticCatalogue(stack.databaseUrl, ROWS);
  const db = new pg.Client({ connectionString: stack.databaseUrl });
  await db.connect();
  const given = await db.query(GIVE_HARDWARE_IDS);
  // Every table the update wrote (drivers, and driver_hardware_ids through its trigger) vacuumed and analysed, and
  // its pages written out: a catalogue changed some time ago, with no autovacuum or checkpoint catching up mid-run.
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
  await db.end();
  console.log(`${given.rowCount.toLocaleString('en-US')} drivers list hardware IDs of real devices.`);
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
  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next++ < ROUNDS * CLIENTS) {
        const timed = await post(url, list);
        timings.push(timed.ms);
        database.push(timed.database);
      }
    }),
  );
  timings.sort((a, b) => a - b);
  database.sort((a, b) => a - b);
  const p95 = percentile(timings, 95);
  console.log(
    `\n${ROWS.toLocaleString('en-US')} drivers, ${timings.length} reports of ${answer.devices.length} devices through the gateway, ${CLIENTS} concurrent clients`,
  );
  console.log(
    `end to end: p50 ${percentile(timings, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (target p95 <= ${TARGET_P95_MS} ms: ${p95 <= TARGET_P95_MS ? 'met' : 'missed'})`,
  );
  console.log(`database statements: p50 ${percentile(database, 50).toFixed(1)} ms, p95 ${percentile(database, 95).toFixed(1)} ms`);
} catch (error) {
  console.error(`The device report benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
