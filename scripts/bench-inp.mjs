// `npm run bench:inp`: the Interaction to Next Paint of what a visitor on a phone does first, measured in Chromium
// through the gateway of a fresh stack with the seed catalogue (the stack bench:lighthouse audits): a 390x844 touch
// screen, the CPU slowed 4x (Chrome DevTools' Emulation.setCPUThrottlingRate), the network not throttled (the stack is
// on this machine). The web-vitals library (its attribution build, injected before the page's own scripts) reports
// each page's INP with every change and at a 16 ms threshold; a PerformanceObserver of the 'event' entries counts the
// interactions beside it. Each scenario is a fresh page load in a fresh browser context, so nothing is cached:
// - "hydrated": the visitor has moved on the page (which starts its scripts) and acts once the control answers (React
//   has hydrated it);
// - "first paint": the visitor acts as soon as the control is drawn, while the page's scripts may still run; the
//   table then says whether the control was hydrated when tapped and whether the tap took effect.
// Every scenario but the consent banner's is a visitor who chose before (the banner, at the foot of a phone's
// screen, would cover the controls): the cookie and storage that tapping "Accept All" leaves, taken once from the
// site itself. A control that cannot be found fails its scenario loudly, as does a hydrated control whose tap
// does nothing; the script then exits with 1.
// `--runs 5` more runs (default 3, the median reported); `--scenarios search,menu` some of them;
// `--variants hydrated` one way of acting.
import { chromium } from 'playwright-core';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { conditionLines, median, option, verdict, writeFigures } from './lib/bench-report.mjs';
import { ensurePrerequisite } from './lib/prerequisites.mjs';
import { startBenchStack } from './lib/bench-stack.mjs';

const TARGET_MS = 200;
const CPU_SLOWDOWN = 4;
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1.75 };
/** How long a control may take to be drawn, and then to be hydrated or to show its effect, before its scenario fails. */
const WAIT_MS = 30_000;

/**
 * What a visitor does, each on a fresh load of `route`: `control` finds what they tap (role-based, so that the page's
 * markup may change under it), `act` does it, `effect` resolves once the page has answered.
 */
const SCENARIOS = [
  {
    id: 'search',
    title: 'type "rtx 4070" in the Home search box',
    route: '/',
    wants: 'a combobox or search box named "Search drivers"',
    control: (page) =>
      page
        .getByRole('combobox', { name: /search drivers/i })
        .or(page.getByRole('searchbox', { name: /search drivers/i }))
        .first(),
    act: async (control, options) => {
      await control.tap(options);
      await control.pressSequentially('rtx 4070');
    },
    // The suggestions list opens as the visitor types: the page, not only the browser, took the keys.
    effect: async (control, page) => {
      await waitFor(async () => (await control.inputValue()) === 'rtx 4070', 'the box to hold "rtx 4070"');
      await page.getByRole('listbox').first().waitFor({ state: 'visible', timeout: WAIT_MS });
    },
  },
  {
    id: 'filter',
    title: 'choose the Windows 11 filter on /graphics-cards',
    route: '/graphics-cards',
    wants: 'a button or link named "Windows 11 …" (the operating-system filter)',
    control: (page) =>
      page
        .getByRole('button', { name: /^Windows 11\b/ })
        .or(page.getByRole('link', { name: /^Windows 11\b/ }))
        .first(),
    act: (control, options) => control.tap(options),
    // A toggle button is pressed; a link is the current choice (on the page it led to, before the scripts ran).
    effect: async (control) => {
      const chosen = async () =>
        (await control.getAttribute('aria-pressed')) === 'true' || ['true', 'page'].includes(await control.getAttribute('aria-current'));
      await waitFor(chosen, 'the filter to be chosen');
    },
  },
  {
    id: 'details',
    title: "open a driver's details from its card on /graphics-cards",
    route: '/graphics-cards',
    wants: 'a button or link named "Details" (a driver card)',
    control: (page) =>
      page
        .getByRole('button', { name: 'Details', exact: true })
        .or(page.getByRole('link', { name: 'Details', exact: true }))
        .first(),
    act: (control, options) => control.tap(options),
    // The details dialog, or (before the scripts ran) the driver's page.
    effect: (control, page) =>
      waitFor(async () => (await page.getByRole('dialog').first().isVisible()) || new URL(page.url()).pathname.startsWith('/drivers/'), 'the details'),
  },
  {
    id: 'consent',
    title: 'Accept All in the consent banner, first visit',
    route: '/',
    firstVisit: true,
    wants: 'a button named "Accept All" (the consent banner of a first visit)',
    control: (page) => page.getByRole('button', { name: 'Accept All', exact: true }).first(),
    act: (control, options) => control.tap(options),
    // The choice is kept (the site's consent-decided cookie, set by the page or by the gateway's answer to the banner's form).
    effect: (control, page) => waitFor(async () => (await page.context().cookies()).some((c) => c.name === 'consent-decided'), 'the choice to be kept'),
  },
  {
    id: 'menu',
    title: "open the header's menu at phone width",
    route: '/',
    wants: 'a button or link named "Open menu" (the header at phone width)',
    control: (page) =>
      page
        .getByRole('button', { name: 'Open menu', exact: true })
        .or(page.getByRole('link', { name: 'Open menu', exact: true }))
        .first(),
    act: (control, options) => control.tap(options),
    // The drawer with scripts; before them, the link shows the menu it names (CSS :target).
    effect: (control, page) =>
      page
        .getByRole('dialog', { name: /menu/i })
        .or(page.getByRole('navigation', { name: 'Menu', exact: true }))
        .first()
        .waitFor({ state: 'visible', timeout: WAIT_MS }),
  },
];
const VARIANTS = ['hydrated', 'first paint'];

const runs = Number(option('runs') ?? 3);
const chosen = option('scenarios')?.split(',');
const scenarios = chosen ? SCENARIOS.filter((s) => chosen.includes(s.id)) : SCENARIOS;
if (chosen && scenarios.length !== chosen.length) throw new Error(`--scenarios: choose among ${SCENARIOS.map((s) => s.id).join(', ')}.`);
const variants = option('variants')?.split(',') ?? VARIANTS;
if (variants.some((v) => !VARIANTS.includes(v))) throw new Error(`--variants: choose among ${VARIANTS.map((v) => `"${v}"`).join(', ')}.`);

const webVitalsDist = dirname(createRequire(import.meta.url).resolve('web-vitals/attribution'));
const webVitalsVersion = JSON.parse(readFileSync(join(webVitalsDist, '..', 'package.json'), 'utf8')).version;

/**
 * Runs in each document before its own scripts: web-vitals' INP with every change (and the attribution of the worst
 * interaction), the interactions the 'event' entries of 16 ms or more belong to, and the first input's time, all sent to
 * the benchmark (window.__benchReport) as they come and when the document goes, since a tap may navigate (a link, or a
 * form the gateway answers, before the scripts have run).
 */
const MEASURE = `${readFileSync(join(webVitalsDist, 'web-vitals.attribution.iife.js'), 'utf8')}
;(() => {
  const state = { document: Math.random().toString(36).slice(2), url: location.href, value: null, attribution: null, interactions: {}, firstInput: null };
  const send = () => window.__benchReport?.(JSON.parse(JSON.stringify(state)));
  webVitals.onINP((metric) => {
    const a = metric.attribution;
    state.value = metric.value;
    state.attribution = { target: a.interactionTarget || 'an element since removed', type: a.interactionType, inputDelay: a.inputDelay, processing: a.processingDuration, presentation: a.presentationDelay };
    send();
  }, { reportAllChanges: true, durationThreshold: 16 });
  const take = (entries) => {
    for (const e of entries)
      if (e.interactionId) state.interactions[e.interactionId] = Math.max(state.interactions[e.interactionId] ?? 0, e.duration);
    if (entries.length) send();
  };
  const events = new PerformanceObserver((list) => take(list.getEntries()));
  events.observe({ type: 'event', buffered: true, durationThreshold: 16 });
  new PerformanceObserver((list) => {
    const [e] = list.getEntries();
    state.firstInput = { name: e.name, startTime: e.startTime };
    send();
  }).observe({ type: 'first-input', buffered: true });
  addEventListener('pagehide', () => take(events.takeRecords()));
  addEventListener('DOMContentLoaded', send);
})();`;

/** Polls `check` until it holds; throws naming `what` after `timeout` ms. */
async function waitFor(check, what, timeout = WAIT_MS) {
  const until = Date.now() + timeout;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`waited ${timeout / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * The visitor moves the pointer on the page until `control` is hydrated: a server-rendered page starts its scripts at
 * that first sign of acting, which the page sees once its entry script has run.
 */
async function movesUntilHydrated(page, control, what) {
  let x = 1;
  await waitFor(async () => {
    await page.mouse.move((x = 3 - x), x);
    return hydrated(control);
  }, what);
}

/** True once React has hydrated `control` (it holds its fiber). */
const hydrated = (control) => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactFiber$')));

class ScenarioFailure extends Error {}

/** How long one run may take before its scenario fails (a browser call that never answers must not hold the benchmark). */
const RUN_LIMIT_MS = 120_000;
function withinRunLimit(run, scenario) {
  let timer;
  const limit = new Promise((resolve, reject) => {
    timer = setTimeout(
      () => reject(new ScenarioFailure(`(${scenario.id}) ${scenario.title}: a run did not finish in ${RUN_LIMIT_MS / 1000} s.`)),
      RUN_LIMIT_MS,
    );
  });
  return Promise.race([run, limit]).finally(() => clearTimeout(timer));
}

/** One fresh load of the scenario's page and the visitor's action, in `variant`; the page's INP and what came with it. */
async function measure(browser, stack, scenario, variant, returning) {
  const context = await browser.newContext({ ...PHONE, ...(scenario.firstVisit ? {} : { storageState: returning }) });
  try {
    const page = await context.newPage();
    /** What each document of the page last reported, by its id. */
    const documents = new Map();
    await page.exposeBinding('__benchReport', ({ frame }, state) => {
      if (frame === page.mainFrame()) documents.set(state.document, state);
    });
    await page.addInitScript(MEASURE);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.goto(`${stack.gatewayUrl}${scenario.route}`, { waitUntil: 'commit' });
    const control = scenario.control(page);
    try {
      await control.waitFor({ state: 'visible', timeout: WAIT_MS });
    } catch {
      throw new ScenarioFailure(
        `(${scenario.id}) ${scenario.title}: no ${scenario.wants} on ${scenario.route} within ${WAIT_MS / 1000} s. ` +
          'The page may have changed: update the scenario in scripts/bench-inp.mjs.',
      );
    }
    if (variant === 'hydrated') {
      try {
        await movesUntilHydrated(page, control, 'React to hydrate it');
      } catch (error) {
        throw new ScenarioFailure(`(${scenario.id}) ${scenario.title}: ${scenario.wants} was drawn but ${error.message}.`);
      }
    }
    const wasHydrated = await hydrated(control);
    try {
      await scenario.act(control, variant === 'hydrated' ? {} : { force: true });
    } catch (error) {
      throw new ScenarioFailure(`(${scenario.id}) ${scenario.title}: tapping ${scenario.wants} failed: ${error.message.split('\n')[0]}`);
    }
    let tookEffect = true;
    try {
      await scenario.effect(control, page);
    } catch (error) {
      if (variant === 'hydrated')
        throw new ScenarioFailure(`(${scenario.id}) ${scenario.title}: the tap on ${scenario.wants} did nothing: ${error.message.split('\n')[0]}.`);
      tookEffect = false;
    }
    // Event timing entries come after the next paint, web-vitals reports when the page is idle: let both happen (a page
    // left at once may have had no time to, then its own entries count).
    await page.waitForTimeout(500);
    const settled = () => [...documents.values()].every((d) => Object.keys(d.interactions).length === 0 || d.value !== null);
    await waitFor(async () => settled(), 'web-vitals to report the INP', 3000).catch(() => undefined);
    const reports = [...documents.values()];
    const firstInput = reports.find((d) => d.firstInput)?.firstInput;
    // A tap that loads another page at once, before the next paint of its own, is no interaction of either page (the
    // browser reports none, as for a visitor): it counts as unmeasured, not as 0 ms.
    if (!firstInput && documents.size > 1) return { inp: null, actedAt: null, wasHydrated, tookEffect, reloaded: true };
    if (!firstInput) throw new ScenarioFailure(`(${scenario.id}) ${scenario.title}: the page saw no input at all.`);
    // The worst interaction of all the documents the scenario went through (a tap that navigates leaves one behind).
    const inpOf = (d) => d.value ?? Math.max(0, ...Object.values(d.interactions));
    const worst = reports.reduce((a, b) => (inpOf(b) > inpOf(a) ? b : a));
    return {
      inp: inpOf(worst),
      attribution: worst.attribution,
      actedAt: firstInput.startTime,
      wasHydrated,
      tookEffect,
      reloaded: documents.size > 1,
    };
  } finally {
    await context.close();
  }
}

/** The cookie and storage a visitor who tapped "Accept All" keeps, left by the site itself. */
async function returningVisitor(browser, stack) {
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await page.goto(`${stack.gatewayUrl}/`, { waitUntil: 'networkidle' });
    const accept = page.getByRole('button', { name: 'Accept All', exact: true }).first();
    try {
      await movesUntilHydrated(page, accept, 'the "Accept All" button of a first visit of / to be hydrated');
      await accept.tap({ timeout: WAIT_MS });
      await waitFor(async () => (await context.cookies()).some((c) => c.name === 'consent-decided'), 'the consent-decided cookie');
    } catch (error) {
      throw new Error(`Cannot make the returning visitor the scenarios need: ${error.message.split('\n')[0]}.`);
    }
    return await context.storageState();
  } finally {
    await context.close();
  }
}

const ms = (value) => (value === null ? 'left before paint' : value < 16 ? '< 16 ms' : `${Math.round(value)} ms`);
const stack = await startBenchStack({}, { web: true });
const browser = await chromium.launch({
  executablePath: ensurePrerequisite('chromium'),
  headless: true,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
});
const results = [];
const failures = [];
try {
  const returning = await returningVisitor(browser, stack);
  for (const scenario of scenarios) {
    for (const variant of variants) {
      const measured = [];
      try {
        for (let run = 0; run < runs; run++) measured.push(await withinRunLimit(measure(browser, stack, scenario, variant, returning), scenario));
      } catch (error) {
        if (!(error instanceof ScenarioFailure)) throw error;
        failures.push(error.message);
        console.error(`\nFAILED ${error.message}\n`);
        results.push({ scenario, variant, failure: error.message });
        continue;
      }
      const timed = measured.filter((m) => m.inp !== null);
      if (timed.length === 0) {
        const message = `(${scenario.id}) ${scenario.title}: every tap loaded a new page before the next paint: no interaction to measure.`;
        console.log(`${`(${scenario.id}) ${variant}`.padEnd(26)} ${message}`);
        results.push({ scenario, variant, failure: message });
        continue;
      }
      const inp = median(timed.map((m) => m.inp));
      const worst = timed.find((m) => m.inp === inp);
      const result = {
        scenario,
        variant,
        inp,
        runs: measured.map((m) => m.inp),
        attribution: worst.attribution,
        actedAt: median(timed.map((m) => m.actedAt)),
        hydratedWhenActed: measured.filter((m) => m.wasHydrated).length,
        tookEffect: measured.filter((m) => m.tookEffect).length,
        reloaded: measured.filter((m) => m.reloaded).length,
        count: measured.length,
      };
      result.notes = [
        variant === 'first paint' && `hydrated when tapped ${result.hydratedWhenActed}/${result.count}, took effect ${result.tookEffect}/${result.count}`,
        result.reloaded && `a new page loaded ${result.reloaded}/${result.count}`,
        timed.length < measured.length && `${measured.length - timed.length} tap(s) left the page before its next paint, not measured`,
      ]
        .filter(Boolean)
        .join('; ');
      results.push(result);
      const a = result.attribution;
      console.log(
        `${`(${scenario.id}) ${variant}`.padEnd(26)} INP ${ms(inp).padStart(8)} (runs ${result.runs.map(ms).join(', ')})  ${inp <= TARGET_MS ? 'pass' : 'FAIL'}` +
          `  tapped at ${Math.round(result.actedAt)} ms` +
          (a
            ? `  worst: ${a.type} on ${a.target}, input delay ${Math.round(a.inputDelay)} + processing ${Math.round(a.processing)} + presentation ${Math.round(a.presentation)} ms`
            : '') +
          (result.notes ? `  (${result.notes})` : ''),
      );
    }
  }
} finally {
  await browser.close().catch(() => undefined);
  await stack.stop();
}

const conditions = {
  Chromium: browser.version(),
  'web-vitals': `${webVitalsVersion} (attribution build, reportAllChanges, durationThreshold 16 ms)`,
  throttling: `${CPU_SLOWDOWN}x CPU (Emulation.setCPUThrottlingRate), network not throttled (the stack is local)`,
  screen: `${PHONE.viewport.width}x${PHONE.viewport.height} at ${PHONE.deviceScaleFactor}x, mobile, touch; headless, --disable-gpu`,
  runs: `${runs} per scenario and variant, each a fresh context and page load, the median reported`,
};
console.log(`\nConditions:\n${conditionLines(conditions)}`);

const headers = ['interaction', 'acting', 'INP (median)', 'runs', 'target', 'result', 'worst interaction (median run)', 'tapped at', 'notes'];
const rows = results.map((r) =>
  r.failure
    ? [r.scenario.title, r.variant, '–', '–', `≤ ${TARGET_MS} ms`, 'not measured', '–', '–', r.failure]
    : [
        r.scenario.title,
        r.variant,
        ms(r.inp),
        r.runs.map(ms).join(', '),
        `≤ ${TARGET_MS} ms`,
        r.inp <= TARGET_MS ? 'pass' : 'fail',
        r.attribution
          ? `${r.attribution.type} on \`${r.attribution.target}\`: input delay ${Math.round(r.attribution.inputDelay)}, processing ${Math.round(r.attribution.processing)}, presentation ${Math.round(r.attribution.presentation)} ms`
          : r.inp >= 16
            ? 'not attributed (its page was left before web-vitals reported)'
            : 'none of 16 ms or more',
        `${Math.round(r.actedAt)} ms`,
        r.notes || '–',
      ],
);
const measuredInp = results.filter((r) => !r.failure).map((r) => r.inp);
const over = results.filter((r) => !r.failure && r.inp > TARGET_MS);
console.log(
  `\nTarget: INP ≤ ${TARGET_MS} ms: ${over.length ? `missed by ${over.map((r) => `(${r.scenario.id}) ${r.variant}`).join(', ')}` : 'met by every interaction measured'}.`,
);
writeFigures('inp', {
  settings: conditions,
  summary: [
    {
      measures: "Interaction to Next Paint of a visitor's first taps on a phone",
      figure: measuredInp.length ? `worst ${ms(Math.max(...measuredInp))}${failures.length ? `; ${failures.length} not measured` : ''}` : 'none measured',
      target: `≤ ${TARGET_MS} ms for each`,
      result: verdict(measuredInp.length > 0 && over.length === 0 && failures.length === 0),
    },
  ],
  tables: [{ title: 'Each interaction, the median of its runs', headers, rows }],
});
if (failures.length) {
  console.error(`\n${failures.length} scenario(s) could not be measured:\n${failures.map((f) => `  ${f}`).join('\n')}`);
  process.exitCode = 1;
}
