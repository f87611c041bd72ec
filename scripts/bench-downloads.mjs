// `npm run bench:downloads`: a crowd on one driver. Sends 5,000 downloads of one driver over 200 connections
// straight to the service (half `POST /api/drivers/{id}/download`, half `GET …/download-file`, the Get Driver link),
// then asks its public read until it shows the count. Reports the throughput, the latency, every status answered
// and how long after the last answer the count showed; fails on any 5xx or a count not exact within
// DOWNLOAD_COUNT_DELAY_MS (its default, 5 s) and a margin of 1 s.
import { Agent, request } from 'node:http';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { percentile } from './lib/synthetic-catalogue.mjs';

const DOWNLOADS = Number(process.env.BENCH_DOWNLOADS ?? 5000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const DOWNLOAD_COUNT_DELAY_MS = 5000;
const MARGIN_MS = 1000;
const DRIVER = 1000;

/** Sends a request without a body on `agent` and answers its status. */
function send(agent, method, url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, agent }, (res) => {
      res.resume();
      res.once('end', () => resolve(res.statusCode));
    });
    req.once('error', reject);
    req.end();
  });
}

const shownCount = async (serviceUrl) => (await (await fetch(`${serviceUrl}/api/drivers/${DRIVER}`)).json()).downloadCount;

const stack = await startBenchStack({}, { database: 'driveratlas_bench_downloads', serviceEnv: { DOWNLOAD_COUNT_DELAY_MS: String(DOWNLOAD_COUNT_DELAY_MS) } });
try {
  const before = await shownCount(stack.serviceUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const statuses = {};
  const latencies = [];
  let sent = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (sent < DOWNLOADS) {
        const byLink = sent++ % 2 === 1;
        const path = `/api/drivers/${DRIVER}/${byLink ? 'download-file' : 'download'}`;
        const at = performance.now();
        const status = await send(agent, byLink ? 'GET' : 'POST', `${stack.serviceUrl}${path}`).catch(() => 'network error');
        latencies.push(performance.now() - at);
        statuses[status] = (statuses[status] ?? 0) + 1;
      }
    }),
  );
  const answered = performance.now();
  agent.destroy();
  let shown = await shownCount(stack.serviceUrl);
  while (shown !== before + DOWNLOADS && performance.now() - answered < DOWNLOAD_COUNT_DELAY_MS + MARGIN_MS) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    shown = await shownCount(stack.serviceUrl);
  }
  const countedAfter = performance.now() - answered;
  latencies.sort((a, b) => a - b);

  const seconds = (answered - started) / 1000;
  console.log(`\n${DOWNLOADS.toLocaleString('en-US')} downloads of driver ${DRIVER} over ${CONNECTIONS} connections, straight to the service`);
  console.log(`answered in ${seconds.toFixed(1)} s (${Math.round(DOWNLOADS / seconds).toLocaleString('en-US')} downloads/s): ${JSON.stringify(statuses)}`);
  console.log(`latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${latencies.at(-1).toFixed(0)} ms`);
  console.log(
    shown === before + DOWNLOADS
      ? `count exact in the public read ${countedAfter.toFixed(0)} ms after the last answer (DOWNLOAD_COUNT_DELAY_MS ${DOWNLOAD_COUNT_DELAY_MS})`
      : `count NOT exact ${countedAfter.toFixed(0)} ms after the last answer: ${shown}, expected ${before + DOWNLOADS}`,
  );
  const failed = DOWNLOADS - (statuses[200] ?? 0) - (statuses[302] ?? 0);
  const exact = shown === before + DOWNLOADS;
  writeFigures('downloads', {
    settings: { downloads: DOWNLOADS.toLocaleString('en-US'), connections: CONNECTIONS, DOWNLOAD_COUNT_DELAY_MS },
    summary: [
      {
        measures: `a crowd of ${DOWNLOADS.toLocaleString('en-US')} downloads of one driver over ${CONNECTIONS} connections`,
        figure: `${failed ? `${failed} not 2xx or 302` : 'every one answered 2xx or 302'}; count ${exact ? 'exact' : 'NOT exact'} ${(countedAfter / 1000).toFixed(2)} s after the last answer`,
        target: `no 5xx; count exact within DOWNLOAD_COUNT_DELAY_MS (${DOWNLOAD_COUNT_DELAY_MS / 1000} s)`,
        result: verdict(failed === 0 && exact),
      },
    ],
    tables: [
      {
        title: 'The crowd, straight to the service',
        headers: ['answered in', 'downloads/s', 'statuses', 'latency p50', 'p95', 'max'],
        rows: [
          [
            `${seconds.toFixed(1)} s`,
            Math.round(DOWNLOADS / seconds).toLocaleString('en-US'),
            Object.entries(statuses)
              .map(([status, count]) => `${status}: ${count}`)
              .join(', '),
            `${percentile(latencies, 50).toFixed(0)} ms`,
            `${percentile(latencies, 95).toFixed(0)} ms`,
            `${latencies.at(-1).toFixed(0)} ms`,
          ],
        ],
      },
    ],
  });
  if (failed > 0 || !exact) process.exitCode = 1;
} catch (error) {
  console.error(`The downloads benchmark failed: ${error.message}`);
  process.exitCode = 1;
} finally {
  await stack.stop();
}
