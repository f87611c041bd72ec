// `npm run bench:lighthouse`: Lighthouse's mobile audit (a mid-range phone: 4x slower CPU, slow 4G, simulated) of the
// pages visitors land on, through the gateway of a fresh stack with the seed catalogue, each route three times, the
// median run (by performance score) reported with its LCP, TBT and CLS and the other categories' scores. Each run is a
// first visit (the consent banner shows, as it does for a new visitor). The site settings name the stack's own address
// as the host, as a deployment names its domain, so the canonical links point at the pages audited.
// The routes: every landing page, a driver's page (the RTX 4070 Game Ready driver's, found through the stack's API)
// and /my-pc once the site answers it. The run's conditions (CPU, load, versions, throttling) are printed with the
// figures, then the whole as Markdown for docs/benchmarks.md.
// `--routes /,/cameras` audits other routes; `--runs 5` more runs; `--details` names each median run's LCP element and long tasks.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { conditionLines, median, option, verdict, writeFigures } from './lib/bench-report.mjs';
import { ensurePrerequisite } from './lib/prerequisites.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';
import { ROOT } from './lib/root.mjs';

const LANDING = ['/', '/search?q=rtx', '/graphics-cards', '/printers/hp', '/printers/epson/ET-4760', '/hardware-id', '/consumer-rights'];
/** The driver whose page is audited, as a visitor searching for it finds it. */
const DRIVER = 'NVIDIA GeForce RTX 4070 Game Ready Driver';
/** A page audited once the site has it (it answers 200). */
const LATER = ['/my-pc'];
const TARGETS = { performance: 95, lcp: 2000, tbt: 150, cls: 0.05, accessibility: 100, 'best-practices': 100, seo: 100 };

const runs = Number(option('runs') ?? 3);

const siteConfig = join(mkdtempSync(join(tmpdir(), 'driveratlas-lighthouse-')), 'site.json');
writeFileSync(siteConfig, readFileSync(join(ROOT, 'config', 'site.json')));
const stack = await startBenchStack({ SITE_CONFIG: siteConfig }, { web: true });
// The gateway reads the site settings for each page: from now on they name the stack's address.
writeFileSync(siteConfig, JSON.stringify({ ...JSON.parse(readFileSync(siteConfig, 'utf8')), host: new URL(stack.gatewayUrl).host }));

/** The address of DRIVER's page: its id from a search; /drivers/{id} redirects to the page, whose canonical link names it. */
async function driverRoute() {
  const search = await fetch(`${stack.gatewayUrl}/api/search?q=${encodeURIComponent(DRIVER)}`);
  if (!search.ok) throw new Error(`Searching the stack for "${DRIVER}" answered ${search.status}: cannot audit a driver page.`);
  const driver = (await search.json()).items?.find((d) => d.name === DRIVER);
  if (!driver) throw new Error(`No driver named "${DRIVER}" in the stack's search answer: cannot audit a driver page.`);
  const page = await fetch(`${stack.gatewayUrl}/drivers/${driver.id}`);
  const canonical = /<link rel="canonical" href="([^"]+)"/.exec(await page.text())?.[1];
  if (!page.ok || !canonical) throw new Error(`The page of driver ${driver.id} answered ${page.status}${canonical ? '' : ' without a canonical link'}.`);
  return new URL(canonical).pathname;
}

/** `--routes`, else the landing pages, the driver's page after the printer model's, and those of LATER that answer 200. */
async function routesToAudit() {
  if (option('routes')) return option('routes').split(',');
  const later = [];
  for (const route of LATER) if ((await fetch(`${stack.gatewayUrl}${route}`)).status === 200) later.push(route);
  const missing = LATER.filter((route) => !later.includes(route));
  if (missing.length) console.log(`Not audited, as the site does not answer them with 200 yet: ${missing.join(', ')}`);
  return [...LANDING.slice(0, 5), await driverRoute(), ...LANDING.slice(5), ...later];
}

/** One Lighthouse run of `route`; a run whose trace Chromium failed to record (it happens on a busy machine) is made again, twice at most. */
async function audit(route) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(`${stack.gatewayUrl}${route}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    if (!lhr.runtimeError) return lhr;
    if (attempt === 3) throw new Error(`${route}: ${lhr.runtimeError.message}`);
    console.log(`${route}: ${lhr.runtimeError.code}, run again`);
  }
}

const results = [];
/** What the runs ran on, from Lighthouse's own report: versions, throttling, and its CPU benchmark index of each run. */
const environment = { benchmarkIndex: [] };
/** Chromium's full version (its user agent, which Lighthouse reports, says 156.0.0.0). */
let chromiumVersion;
let chrome;
try {
  const routes = await routesToAudit();
  chrome = await chromeLauncher.launch({
    chromePath: ensurePrerequisite('chromium'),
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  chromiumVersion = (await (await fetch(`http://127.0.0.1:${chrome.port}/json/version`)).json()).Browser.replace(/^(Headless)?Chrome\//, '');
  for (const route of routes) {
    const audits = [];
    for (let run = 0; run < runs; run++) {
      const lhr = await audit(route);
      environment.lhr = lhr;
      environment.benchmarkIndex.push(Math.round(lhr.environment.benchmarkIndex));
      audits.push({
        performance: Math.round(lhr.categories.performance.score * 100),
        lcp: lhr.audits['largest-contentful-paint'].numericValue,
        tbt: lhr.audits['total-blocking-time'].numericValue,
        cls: lhr.audits['cumulative-layout-shift'].numericValue,
        accessibility: Math.round(lhr.categories.accessibility.score * 100),
        'best-practices': Math.round(lhr.categories['best-practices'].score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcpElement: `${lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.selector} (FCP ${Math.round(lhr.audits['first-contentful-paint'].numericValue)} ms)`,
        longTasks: (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => `${Math.round(task.duration)} ms ${task.url?.split('/').pop() ?? ''}`),
        failing: Object.values(lhr.categories)
          .filter((category) => category.id !== 'performance')
          .flatMap((category) => category.auditRefs.filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1))
          .map((ref) => ref.id),
      });
    }
    const middle = audits.find((audit) => audit.performance === median(audits.map((a) => a.performance)));
    results.push({ route, ...middle, performances: audits.map((a) => a.performance) });
    const r = results.at(-1);
    console.log(
      `${route.padEnd(26)} performance ${String(r.performance).padStart(3)} (runs ${r.performances.join(', ')})  LCP ${(r.lcp / 1000).toFixed(2)} s  ` +
        `TBT ${Math.round(r.tbt)} ms  CLS ${r.cls.toFixed(3)}  accessibility ${r.accessibility}  best practices ${r['best-practices']}  SEO ${r.seo}` +
        (r.failing.length ? `  (not passed: ${r.failing.join(', ')})` : ''),
    );
    if (process.argv.includes('--details')) console.log(`  LCP element: ${r.lcpElement}\n  long tasks: ${r.longTasks.join('; ')}`);
  }
} finally {
  await chrome?.kill();
  await stack.stop();
}

const missed = results.filter(
  (r) =>
    r.performance < TARGETS.performance ||
    r.lcp > TARGETS.lcp ||
    r.tbt > TARGETS.tbt ||
    r.cls > TARGETS.cls ||
    r.accessibility < TARGETS.accessibility ||
    r['best-practices'] < TARGETS['best-practices'] ||
    r.seo < TARGETS.seo,
);
console.log(
  `\nTargets: performance >= ${TARGETS.performance}, LCP <= ${TARGETS.lcp / 1000} s, TBT <= ${TARGETS.tbt} ms, CLS <= ${TARGETS.cls}, ` +
    `accessibility, best practices and SEO ${TARGETS.seo}: ${missed.length ? `missed on ${missed.map((r) => r.route).join(', ')}` : 'met on every route'}.`,
);

const { lhr } = environment;
const { throttling, throttlingMethod, screenEmulation } = lhr.configSettings;
const conditions = {
  Chromium: chromiumVersion,
  Lighthouse: lhr.lighthouseVersion,
  throttling:
    `${throttlingMethod === 'simulate' ? 'simulated' : throttlingMethod}: ${throttling.cpuSlowdownMultiplier}x CPU, slow 4G ` +
    `(${throttling.rttMs} ms RTT, ${(throttling.throughputKbps / 1024).toFixed(1)} Mbit/s down)`,
  screen: `${screenEmulation.mobile ? 'mobile' : 'desktop'} ${screenEmulation.width}x${screenEmulation.height} at ${screenEmulation.deviceScaleFactor}x`,
  "Lighthouse's CPU benchmark index of the runs": `${Math.min(...environment.benchmarkIndex)}–${Math.max(...environment.benchmarkIndex)}`,
  runs: `${runs} per route, the median by performance`,
};
console.log(`\nConditions:\n${conditionLines(conditions)}`);

const headers = ['route', 'performance (runs)', 'LCP', 'TBT', 'CLS', 'accessibility', 'best practices', 'SEO', 'audits not passed'];
const rows = results.map((r) => [
  `\`${r.route}\``,
  `${r.performance} (${r.performances.join(', ')})`,
  `${(r.lcp / 1000).toFixed(2)} s`,
  `${Math.round(r.tbt)} ms`,
  r.cls.toFixed(3),
  r.accessibility,
  r['best-practices'],
  r.seo,
  r.failing.join(', ') || '–',
]);
const performances = results.map((r) => r.performance);
writeFigures('lighthouse', {
  settings: conditions,
  summary: [
    {
      measures: "Lighthouse's mobile audit of every landing page",
      figure: `performance ${Math.min(...performances)}–${Math.max(...performances)}; worst LCP ${(Math.max(...results.map((r) => r.lcp)) / 1000).toFixed(2)} s, TBT ${Math.round(Math.max(...results.map((r) => r.tbt)))} ms, CLS ${Math.max(...results.map((r) => r.cls)).toFixed(3)}`,
      target: `performance ≥ ${TARGETS.performance}, LCP ≤ ${TARGETS.lcp / 1000} s, TBT ≤ ${TARGETS.tbt} ms, CLS ≤ ${TARGETS.cls}, accessibility, best practices and SEO ${TARGETS.seo}`,
      result: missed.length ? `missed on ${missed.map((r) => `\`${r.route}\``).join(', ')}` : verdict(true),
    },
  ],
  tables: [{ title: 'Each route, its median run', headers, rows }],
});
