// `npm run bench:first-load`: the JavaScript (and the CSS) a first visit to / downloads once the visitor acts on it, gzip-compressed
// (level 9), measured in Chromium through the gateway, per app, with the budget of shell + catalog +
// the shared libraries (scripts/lib/first-load-budget.cjs, which the browser tests hold the site to).
// `--files` lists every file, largest first.
import { chromium } from 'playwright-core';
import { ensurePrerequisite } from './lib/prerequisites.mjs';
import { verdict, writeFigures } from './lib/bench-report.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import firstLoadBudget from './lib/first-load-budget.cjs';

const { BUDGET_KB, SHELL, checkBudget, kb, measure } = firstLoadBudget;

const stack = await startBenchStack({}, { web: true });
const browser = await chromium.launch({
  executablePath: ensurePrerequisite('chromium'),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
try {
  const page = await browser.newPage();
  const files = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'script' || kind === 'stylesheet') files.push(response.body().then((body) => measure(new URL(response.url()).pathname, kind, body)));
  });
  await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
  await page.locator('main h1').waitFor();
  // The page loads its scripts at the visitor's first sign of acting (a key here), given until they have run it.
  for (let tries = 0; !(await page.locator('html[data-scripts-ready]').count()); tries++) {
    if (tries === 100) throw new Error('The scripts of / did not run within 20 s of the visitor acting.');
    await page.keyboard.press('Shift');
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState('networkidle');
  const measured = await Promise.all(files);

  const sum = (list, key = 'gzip') => list.reduce((total, file) => total + file[key], 0);
  const scripts = measured.filter((f) => f.kind === 'script');
  const styles = measured.filter((f) => f.kind === 'stylesheet');
  const { byApp, over } = checkBudget(measured, { firstLoad: true });
  for (const [app, bytes] of Object.entries(byApp))
    console.log(`${(app === SHELL ? 'shell (with the shared libraries it provides)' : app).padEnd(48)} ${kb(bytes).padStart(9)} gzip`);
  if (process.argv.includes('--files')) for (const f of [...measured].sort((a, b) => b.gzip - a.gzip)) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.path}`);

  const budgeted = (byApp[SHELL] ?? 0) + (byApp.catalog ?? 0);
  console.log(`\nFirst-load JavaScript of /: ${kb(sum(scripts))} gzip (${kb(sum(scripts, 'raw'))} uncompressed) in ${scripts.length} files`);
  console.log(
    `  shell + catalog + shared: ${kb(budgeted)} gzip (${budgeted} of ${BUDGET_KB.firstLoad * 1024} bytes), budget ${BUDGET_KB.firstLoad} KB: ${over.length === 0 ? 'within' : 'OVER'}`,
  );
  console.log(`First-load CSS of /: ${kb(sum(styles))} gzip in ${styles.length} files`);
  writeFigures('first-load', {
    settings: { page: '/, once the visitor acts on it', compression: 'gzip level 9' },
    summary: [
      {
        measures: 'the JavaScript and CSS a first visit to `/` downloads: shell + catalog + the shared libraries',
        figure: `${kb(budgeted)} gzip (${budgeted.toLocaleString('en-US')} of ${(BUDGET_KB.firstLoad * 1024).toLocaleString('en-US')} bytes)`,
        target: `≤ ${BUDGET_KB.firstLoad} KB gzip; every other remote ≤ ${BUDGET_KB.remote} KB`,
        result: verdict(over.length === 0),
      },
    ],
    tables: [
      {
        title: 'Each app of the first load (gzip)',
        headers: ['app', 'gzip'],
        rows: [
          ...Object.entries(byApp).map(([app, bytes]) => [app === SHELL ? 'shell (with the shared libraries it provides)' : app, kb(bytes)]),
          ['all JavaScript', `${kb(sum(scripts))} (${kb(sum(scripts, 'raw'))} uncompressed) in ${scripts.length} files`],
          ['all CSS', `${kb(sum(styles))} in ${styles.length} files`],
        ],
      },
    ],
  });
} finally {
  await browser.close();
  await stack.stop();
}
