// `npm run bench:api`: public reads with autocannon at 100 connections, side by side in one run: a bare
// Node http server (a process of its own) sending the same bytes and headers as the service (the ceiling on this machine),
// straight from the service, and through the gateway; then through the gateway as a browser asks (`Accept-Encoding`,
// compressed answers), and a second bare server sending the gateway's bytes and headers (its security headers weigh
// more than the small answers they come with, and the benchmark's clients, on the same cores, read every byte).
// Prints each throughput and the ratios. The gateway keeps the site's one copy of the public reads: straight from the
// service, every read is made in PostgreSQL, shown for what the gateway's copy saves.
import autocannon from 'autocannon';
import { startBareServer } from './lib/bare-server.mjs';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PATHS = ['/api/drivers/featured', '/api/categories', '/api/search?q=rtx'];
/** The target of issue 15 that still applies (gateway / bare); the service itself keeps no copy since issue 27. */
const TARGETS = { gatewayBare: 0.3 };

/** Headers about one exchange rather than the answer: a bare server sends its own. */
const EXCHANGE = ['date', 'connection', 'keep-alive', 'content-length', 'transfer-encoding'];
/** What a browser sends: its answers come compressed. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };

function load(url, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: 100, duration: DURATION, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const stack = await startBenchStack({ RATE_LIMIT_PER_MINUTE: '1000000000' });
const { serviceUrl, gatewayUrl } = stack;
let bare;
let bareGateway;

try {
  const answers = new Map();
  for (const path of PATHS) {
    const res = await fetch(`${serviceUrl}${path}`);
    const body = Buffer.from(await res.arrayBuffer());
    const headers = {
      'Content-Type': res.headers.get('content-type'),
      'Content-Length': body.length,
      ETag: res.headers.get('etag'),
      'Cache-Control': res.headers.get('cache-control'),
    };
    answers.set(path, { body, headers });
  }
  bare = await startBareServer(answers);
  const gatewayAnswers = new Map();
  for (const [path, { body }] of answers) {
    const res = await fetch(`${gatewayUrl}${path}`, { headers: { 'accept-encoding': 'identity' } });
    const headers = Object.fromEntries([...res.headers].filter(([name]) => !EXCHANGE.includes(name)));
    gatewayAnswers.set(path, { body, headers: { ...headers, 'Content-Length': body.length } });
  }
  bareGateway = await startBareServer(gatewayAnswers);
  const targets = [
    ['bare', bare.url],
    ['direct', serviceUrl],
    ['gateway', gatewayUrl],
    ['browser', gatewayUrl, BROWSER],
    ['bareGateway', bareGateway.url],
  ];
  const summary = [];
  for (const path of PATHS) {
    const totals = { bare: [], direct: [], gateway: [], browser: [], bareGateway: [] };
    for (const [, base, headers] of targets) await load(`${base}${path}`, headers); // warm-up
    for (let round = 1; round <= ROUNDS; round++) {
      for (const [name, base, headers] of targets) {
        const result = await load(`${base}${path}`, headers);
        if (result.non2xx || result.errors) throw new Error(`${name} ${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
        totals[name].push(result.requests.average);
        console.log(
          `${path.padEnd(22)} round ${round} ${name.padEnd(7)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
        );
      }
    }
    const mean = (list) => list.reduce((s, n) => s + n, 0) / list.length;
    summary.push({
      path,
      bytes: answers.get(path).body.length,
      bare: mean(totals.bare),
      direct: mean(totals.direct),
      gateway: mean(totals.gateway),
      browser: mean(totals.browser),
      bareGateway: mean(totals.bareGateway),
    });
  }

  console.log(`\n100 connections, ${ROUNDS} x ${DURATION} s each; the bare server sends the service's bytes and headers (uncompressed, as asked)`);
  console.log(
    `${'path'.padEnd(22)} ${'bytes'.padStart(6)} ${'bare'.padStart(7)} ${'direct'.padStart(7)} ${'gateway'.padStart(7)}   gw/bare  direct/bare  gw/direct  ${'browser'.padStart(7)}  browser/gw  ${'bare-gw'.padStart(7)}  gw/bare-gw`,
  );
  let missed = 0;
  for (const { path, bytes, bare: b, direct: d, gateway: g, browser, bareGateway: bg } of summary) {
    const ratios = [
      [g / b, TARGETS.gatewayBare],
      [d / b, 0],
      [g / d, 0],
    ];
    missed += ratios.filter(([ratio, target]) => ratio < target).length;
    const shown = ratios.map(([ratio, target], i) => `${ratio.toFixed(2)}${ratio < target ? '!' : ' '}`.padStart([9, 12, 10][i]));
    const more = `${browser.toFixed(0).padStart(7)} ${(browser / g).toFixed(2).padStart(11)}  ${bg.toFixed(0).padStart(7)} ${(g / bg).toFixed(2).padStart(11)}`;
    console.log(`${path.padEnd(22)} ${String(bytes).padStart(6)} ${[b, d, g].map((n) => n.toFixed(0).padStart(7)).join(' ')} ${shown.join(' ')}  ${more}`);
  }
  console.log("browser: through the gateway with a browser's Accept-Encoding (gzip, deflate, br, zstd), the answers compressed");
  console.log("bare-gw: a bare server sending the gateway's bytes and headers (its security headers, rate-limit counts, request id)");
  console.log(`target: gateway/bare >= ${TARGETS.gatewayBare}; ! marks a miss (${missed}); direct/bare and gw/direct have none: the service keeps no copy`);
  const each = (figure) => summary.map((read) => figure(read)).join(' / ');
  const perSecond = (name) => each((read) => Math.round(read[name]).toLocaleString('en-US'));
  writeFigures('api', {
    settings: { connections: 100, rounds: `${ROUNDS} of ${DURATION} s each, after a warm-up`, reads: PATHS.map((path) => `\`${path}\``).join(' / ') },
    summary: [
      {
        measures: `public reads through the gateway, against a bare server (${PATHS.map((path) => `\`${path.replace('/api/', '')}\``).join(' / ')})`,
        figure: `gateway/bare ${each((read) => (read.gateway / read.bare).toFixed(2))}; ${perSecond('gateway')} req/s`,
        target: `≥ ${TARGETS.gatewayBare}`,
        result: verdict(missed === 0),
      },
    ],
    tables: [
      {
        title: `Each read (${PATHS.map((path) => `\`${path}\`, ${summary.find((read) => read.path === path).bytes.toLocaleString('en-US')} bytes`).join(' / ')})`,
        headers: ['read', 'req/s', 'ratio'],
        rows: [
          ['bare server', perSecond('bare'), ''],
          ['through the gateway', perSecond('gateway'), `gateway/bare ${each((read) => (read.gateway / read.bare).toFixed(2))}`],
          [
            'through the gateway as a browser asks',
            perSecond('browser'),
            `of the uncompressed reads ${each((read) => (read.browser / read.gateway).toFixed(2))}`,
          ],
          [
            "bare server with the gateway's headers",
            perSecond('bareGateway'),
            `the gateway reaches ${each((read) => (read.gateway / read.bareGateway).toFixed(2))} of it`,
          ],
          ['straight from the service (every read in PostgreSQL)', perSecond('direct'), `direct/bare ${each((read) => (read.direct / read.bare).toFixed(2))}`],
        ],
      },
    ],
  });
} finally {
  await bare?.close();
  await bareGateway?.close();
  await stack.stop();
}
