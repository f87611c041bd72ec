// `npm run bench:first-load`: the JavaScript (and the CSS) a first visit to / downloads, gzip-compressed
// (level 9), measured in Chromium through the gateway, per app, with the budget of shell + catalog +
// the shared libraries. `--files` lists every file, largest first.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { ensureChromium } from './lib/chromium.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';

/** KB gzip of JavaScript the shell, the catalog and the shared libraries may take on the first load of / (issue 4). */
const BUDGET_KB = 200;
const SHELL = 'shell (with the shared libraries it provides)';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const stack = await startBenchStack({}, { web: true });
const browser = await chromium.launch({ executablePath: ensureChromium(), args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'] });
try {
  const page = await browser.newPage();
  const responses = [];
  page.on('response', (response) => {
    if (['script', 'stylesheet'].includes(response.request().resourceType())) responses.push(response);
  });
  await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();

  const files = [];
  for (const response of responses) {
    const body = await response.body();
    const path = new URL(response.url()).pathname;
    const app = /\/remotes\/(\w+)\//.exec(path)?.[1] ?? SHELL;
    files.push({ kind: response.request().resourceType(), app, path, gzip: gzipSync(body, { level: 9 }).length, raw: body.length });
  }
  const sum = (list, key = 'gzip') => list.reduce((total, file) => total + file[key], 0);
  const scripts = files.filter((f) => f.kind === 'script');
  const styles = files.filter((f) => f.kind === 'stylesheet');

  for (const app of [...new Set(scripts.map((f) => f.app))]) console.log(`${app.padEnd(48)} ${kb(sum(scripts.filter((f) => f.app === app))).padStart(9)} gzip`);
  if (process.argv.includes('--files')) for (const f of [...files].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);

  const budgeted = sum(scripts.filter((f) => f.app === SHELL || f.app === 'catalog'));
  console.log(`\nFirst-load JavaScript of /: ${kb(sum(scripts))} gzip (${kb(sum(scripts, 'raw'))} uncompressed) in ${scripts.length} files`);
  console.log(`  shell + catalog + shared: ${kb(budgeted)} gzip, budget ${BUDGET_KB} KB: ${budgeted <= BUDGET_KB * 1024 ? 'within' : 'OVER'}`);
  console.log(`First-load CSS of /: ${kb(sum(styles))} gzip in ${styles.length} files`);
} finally {
  await browser.close();
  await stack.stop();
}
