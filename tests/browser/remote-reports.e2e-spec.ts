import {
  inCanary,
  LIVE_RELEASES_PATH,
  RELEASE_GROUP_COOKIE,
  REMOTE_REPORTS_PATH,
  type LiveReleases,
  type ReleaseMetadata,
  type RemoteListEntry,
} from '@driveratlas/site-contracts';
import { FolderReleaseStore } from '@driveratlas/releases';
import {
  asReturningVisitor,
  eventually,
  launchBrowser,
  SITE_ADMIN_PASSWORD,
  startSite,
  unexpectedErrorLines,
  whenTakenOver,
  type RunningSite,
} from '@driveratlas/testing';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { publish, releaseAdmin, releaseMetadata } from '../../gateway/test/releases-support';

/**
 * The shell's reports at work: the legal remote's build published as two releases to the folder store the gateway
 * reads, the second a 50 % canary whose files are then removed. Its visitors' pages report the failed loads; past the
 * threshold the service drops the canary by itself, and those visitors get the active release again.
 */
const LEGAL_DIST = join(__dirname, '..', '..', 'mfe-legal', 'dist');
const files = Object.fromEntries(
  readdirSync(LEGAL_DIST, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [path.slice(LEGAL_DIST.length + 1), readFileSync(path)];
    }),
);
const routes = JSON.parse(files['routes.json'].toString());
const release = (version: string): ReleaseMetadata => ({
  ...releaseMetadata('legal', version, routes, files),
  exposes: ['routes', 'ConsentBanner', 'PrivacyChoicesLink'],
});
const [active, canary] = [release('1.0.0'), release('1.0.1')];
/** Visitors the canary's 50 % holds: enough page loads for the service to judge it (CANARY_WINDOW.atLeast). */
const canaryGroups = Array.from({ length: 400 }, (_, i) => `reports-visitor-${i}`)
  .filter((group) => inCanary(group, 'legal', 50))
  .slice(0, 30);

let site: RunningSite;
let browser: Browser;
const storeDir = mkdtempSync(join(tmpdir(), 'driveratlas-release-store-'));

beforeAll(async () => {
  const store = new FolderReleaseStore(storeDir);
  await Promise.all([publish(store, active, files), publish(store, canary, files)]);
  [site, browser] = await Promise.all([startSite({ RELEASE_STORE: storeDir }), launchBrowser()]);
  const admin = await releaseAdmin(site.url, SITE_ADMIN_PASSWORD);
  await admin.register(active);
  await admin.register(canary);
  await admin.activate('legal', active.id);
  await admin.canary('legal', canary.id, 50);
  await eventually(async () => expect((await live()).canary?.id).toBe(canary.id), 10_000);
});

afterAll(async () => {
  await browser?.close();
  await site?.stop();
  rmSync(storeDir, { recursive: true, force: true });
  const errors = site ? unexpectedErrorLines(site, [/legal/i, /release/i, /remote/i]) : [];
  if (errors.length) throw new Error(`The site logged errors no test provoked on purpose:\n${errors.join('\n')}`);
});

async function live() {
  const { remotes } = (await (await fetch(`${site.url}${LIVE_RELEASES_PATH}`)).json()) as LiveReleases;
  return remotes.find((r) => r.remote === 'legal') ?? { active: null, canary: null };
}

/** A visitor of `group` on the privacy policy: the legal remote the gateway listed to them, and the reports their page sent. */
async function visit(group: string, until: 'report' | 'page') {
  const context = await browser.newContext();
  await asReturningVisitor(context);
  await context.addCookies([{ name: RELEASE_GROUP_COOKIE, value: group, url: site.url }]);
  const page = await context.newPage();
  const reports: unknown[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === REMOTE_REPORTS_PATH) reports.push(request.postDataJSON());
  });
  const reported = page
    .waitForRequest((request) => new URL(request.url()).pathname === REMOTE_REPORTS_PATH, { timeout: 30_000 })
    .then((request) => request.response());
  reported.catch(() => undefined); // not waited for on a page that reports nothing
  await page.goto(`${site.url}/privacy-policy`);
  // The page's scripts start at the visitor's first sign of acting.
  await whenTakenOver(page);
  if (until === 'report') await reported;
  else await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
  await context.close();
  // The list the gateway gives this visitor (the page holds the same, rendered into it).
  const listed = await fetch(`${site.url}/remotes.json`, { headers: { Cookie: `${RELEASE_GROUP_COOKIE}=${group}` } });
  const legal = ((await listed.json()) as { remotes: RemoteListEntry[] }).remotes.find((r) => r.name === 'legal')!;
  return { legal, reports };
}

describe("the shell's remote reports", () => {
  it('drop a canary whose files are gone once its failure rate passes the threshold; its visitors then get the active release', async () => {
    // While its files are there, a canary visitor's page loads it and says so.
    const loaded = await visit(canaryGroups[0], 'report');
    expect(loaded.legal).toMatchObject({ release: canary.id, canary: true });
    expect(loaded.reports).toContainEqual({ remote: 'legal', release: canary.id, kind: 'loaded' });

    rmSync(join(storeDir, 'legal', canary.id), { recursive: true, force: true });
    const failed = [];
    for (let at = 1; at < canaryGroups.length && (await live()).canary; at += 5) {
      failed.push(...(await Promise.all(canaryGroups.slice(at, at + 5).map((group) => visit(group, 'report')))));
    }
    expect(failed.length).toBeGreaterThan(0);
    expect(failed[0].reports).toContainEqual({ remote: 'legal', release: canary.id, kind: 'load-failed' });
    expect(failed[0].reports).not.toContainEqual(expect.objectContaining({ kind: 'loaded' }));
    await eventually(async () => expect(await live()).toMatchObject({ active: { id: active.id }, canary: null }), 10_000);

    const after = await visit(canaryGroups[1], 'page');
    expect(after.legal).toMatchObject({ release: active.id });
    expect(after.legal.canary).toBeFalsy();
    expect(after.reports).toEqual([]);
    // Page loads in sequence until the threshold is passed, each a fresh browser context: minutes on a busy machine.
  }, 180_000);
});
