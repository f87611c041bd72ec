// `npm run bench:api`: GET /api/drivers/featured with autocannon at 100 connections, straight
// from the service and through the gateway, in one run; prints both throughputs and their ratio.
import autocannon from 'autocannon';
import { startBenchStack } from './lib/bench-stack.mjs';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const PATH = '/api/drivers/featured';

function load(url) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 100, duration: DURATION, pipelining: 1 }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const stack = await startBenchStack({ RATE_LIMIT_PER_MINUTE: '1000000000' });
const { serviceUrl, gatewayUrl } = stack;

try {
  const totals = { direct: [], gateway: [] };
  await load(`${serviceUrl}${PATH}`); // warm-up
  await load(`${gatewayUrl}${PATH}`);
  for (let round = 1; round <= ROUNDS; round++) {
    for (const [name, base] of [
      ['direct', serviceUrl],
      ['gateway', gatewayUrl],
    ]) {
      const result = await load(`${base}${PATH}`);
      if (result.non2xx || result.errors) throw new Error(`${name}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      totals[name].push(result);
      console.log(
        `round ${round} ${name.padEnd(7)} ${result.requests.average.toFixed(0).padStart(6)} req/s  p50 ${result.latency.p50} ms  p99 ${result.latency.p99} ms`,
      );
    }
  }
  const mean = (results) => results.reduce((s, r) => s + r.requests.average, 0) / results.length;
  const direct = mean(totals.direct);
  const through = mean(totals.gateway);
  console.log(`\nGET ${PATH}, 100 connections, ${ROUNDS} x ${DURATION} s each`);
  console.log(`direct from the service: ${direct.toFixed(0)} req/s`);
  console.log(`through the gateway:     ${through.toFixed(0)} req/s`);
  console.log(`ratio gateway/direct:    ${(through / direct).toFixed(2)} (target >= 0.70)`);
} finally {
  await stack.stop();
}
