import { LIVE_RELEASES_PATH, type LiveReleases, type ReleaseMetadata, type RemoteChannel } from '@driveratlas/site-contracts';
import { DESKTOP, eventually, PHONE, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { releaseAdmin, releaseMetadata } from '../../gateway/test/releases-support';

/**
 * The admin's Releases tab: the legal remote's releases registered through the API, listed with their checks; Promote,
 * Roll back and Drop canary each confirmed in a dialog and seen in the live releases the gateway lists from; a team's
 * token created with its secret shown once, and revoked.
 */
const ctx = useSiteInBrowser();
const LEGAL_ROUTES = JSON.parse(readFileSync(join(__dirname, '..', '..', 'mfe-legal', 'dist', 'routes.json'), 'utf8'));
const release = (version: string): ReleaseMetadata => ({
  ...releaseMetadata('legal', version, LEGAL_ROUTES, { 'mf-manifest.json': `{"version":"${version}"}` }),
  exposes: ['routes', 'ConsentBanner', 'PrivacyChoicesLink'],
});
const [first, second, third] = ['1.0.0', '1.1.0', '1.2.0'].map(release);

const toasts = (p: Page = ctx.page) => p.getByRole('region', { name: 'Notifications (F8)' });
const legal = (p: Page = ctx.page) => p.getByRole('region', { name: 'legal', exact: true });
const row = (id: string, p: Page = ctx.page) =>
  legal(p)
    .getByRole('row')
    .filter({ hasText: id.split('-')[1] });

/** The legal remote's live releases, as the public read answers them. */
async function liveLegal(): Promise<Pick<RemoteChannel, 'active' | 'canary'>> {
  const { remotes } = (await (await fetch(`${ctx.site.url}${LIVE_RELEASES_PATH}`)).json()) as LiveReleases;
  const channel = remotes.find((r) => r.remote === 'legal');
  return { active: channel?.active ?? null, canary: channel?.canary ?? null };
}
const expectLive = (active: string, canary: string | null) =>
  eventually(async () => {
    const live = await liveLegal();
    expect({ active: live.active?.id, canary: live.canary?.id ?? null }).toEqual({ active, canary });
  }, 10_000);

/** Opens the Releases tab signed in, and waits for the legal remote's releases. */
async function openReleases(p: Page = ctx.page): Promise<void> {
  await p.goto(`${ctx.site.url}/admin/releases`);
  const password = p.getByLabel('Password');
  await Promise.race([password.waitFor(), p.getByRole('tablist').waitFor()]);
  if (await password.isVisible()) {
    await password.fill(SITE_ADMIN_PASSWORD);
    await p.getByRole('button', { name: 'Sign In' }).click();
  }
  await legal(p).getByRole('heading', { name: 'legal' }).waitFor();
}

/** Presses `button` in the release's row, finds the dialog naming the remote and the release (`title`), and confirms with `confirm`. */
async function confirmIn(id: string, button: string, title: string, confirm = button): Promise<void> {
  await row(id).getByRole('button', { name: button, exact: true }).click();
  const dialog = ctx.page.getByRole('dialog', { name: `${title} ${id}?`, exact: true });
  await dialog.waitFor();
  const asked: string[] = [];
  const record = (request: { method(): string; url(): string }) => asked.push(`${request.method()} ${new URL(request.url()).pathname}`);
  ctx.page.on('request', record);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  try {
    await dialog.waitFor({ state: 'hidden' });
  } catch (error) {
    // What the dialog shows and what the page asked since the click, for the failure's cause.
    throw new Error(`${(error as Error).message}\nThe dialog: ${await dialog.innerHTML()}\nAsked since the click: ${asked.join(', ')}`);
  } finally {
    ctx.page.off('request', record);
  }
}

beforeAll(async () => {
  const admin = await releaseAdmin(ctx.site.url, SITE_ADMIN_PASSWORD);
  for (const r of [first, second, third]) await admin.register(r);
  await admin.activate('legal', second.id);
  await admin.canary('legal', third.id, 20);
  await expectLive(second.id, third.id);
});

describe('the Releases tab', () => {
  it('lists each remote with its active release, its canary and every release with its checks', async () => {
    await openReleases();
    for (const r of [first, second, third]) await row(r.id).getByText(r.version, { exact: true }).waitFor();
    await row(second.id).getByText('Active', { exact: true }).waitFor();
    await row(third.id).getByText('Canary 20 %', { exact: true }).waitFor();
    await legal().getByText(`${third.id}, to 20 % of visitors`).waitFor();
    await row(first.id).getByText('1 of 1 checks passed').click();
    await row(first.id).getByText('routes: Its paths are its own.').waitFor();
    expect(await row(first.id).innerText()).toContain('No page loads reported');
    for (const remote of ['catalog', 'printers', 'admin']) await ctx.page.getByRole('heading', { name: remote, exact: true }).waitFor();
  });

  it('drops the canary, rolls back and promotes, each after confirming, and the live releases follow', async () => {
    await openReleases();
    // Cancel changes nothing.
    await row(third.id).getByRole('button', { name: 'Drop canary' }).click();
    await ctx.page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    await expectLive(second.id, third.id);

    await confirmIn(third.id, 'Drop canary', 'Drop legal canary');
    await toasts().getByText(`Dropped legal canary ${third.id}`).waitFor();
    await expectLive(second.id, null);

    await confirmIn(first.id, 'Roll back', 'Roll back legal to release');
    await toasts().getByText(`Rolled back legal to ${first.id}`).waitFor();
    await expectLive(first.id, null);
    await row(first.id).getByText('Active', { exact: true }).waitFor();

    await confirmIn(third.id, 'Promote', 'Promote legal release');
    await expectLive(third.id, null);

    const admin = await releaseAdmin(ctx.site.url, SITE_ADMIN_PASSWORD);
    await admin.canary('legal', second.id, 10);
    await openReleases();
    await confirmIn(second.id, 'Promote', 'Promote legal canary');
    await expectLive(second.id, null);
  });

  it('refuses a change the service refuses, in a toast with its reason, and changes nothing', async () => {
    await openReleases();
    const admin = await releaseAdmin(ctx.site.url, SITE_ADMIN_PASSWORD);
    await admin.activate('legal', third.id);
    // The tab still offers to promote what is now active: the service says why not.
    await confirmIn(third.id, 'Promote', 'Promote legal release');
    await toasts().getByText('Promote failed').waitFor();
    await toasts()
      .getByText(/already the legal remote's active release/)
      .waitFor();
    await expectLive(third.id, null);
  });

  it('creates a token whose secret is shown once, lists it and revokes it after confirming', async () => {
    await openReleases();
    const tokens = ctx.page.getByRole('region', { name: 'Release tokens' });
    await tokens.getByRole('button', { name: 'Create token' }).click();
    const form = ctx.page.getByRole('dialog', { name: 'Create token' });
    await form.getByRole('button', { name: 'Create token' }).click();
    await form.getByText('Choose the remote the token may release').waitFor();
    await form.getByLabel('Remote').click();
    await ctx.page.locator('.ant-select-item-option[title="legal"]').click();
    await form.getByLabel('Name').fill('legal-ci');
    await form.getByRole('button', { name: 'Create token' }).click();
    // The secret shows in the dialog every secret the admin shows once is shown in.
    const shown = ctx.page.getByRole('dialog', { name: 'The secret of the legal token legal-ci' });
    await shown.getByText('Copy it now: it will not be shown again.').waitFor();
    const secret = await shown.getByLabel('Secret').innerText();
    expect(secret).toMatch(/^drt_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Copy' }).waitFor();
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'hidden' });
    const listed = tokens.getByRole('row').filter({ hasText: 'legal-ci' });
    expect(await listed.innerText()).toMatch(/legal[\s\S]*Never/);

    await openReleases();
    await listed.waitFor();
    expect(await ctx.page.content()).not.toContain(secret);
    await listed.getByRole('button', { name: 'Revoke' }).click();
    const dialog = ctx.page.getByRole('dialog', { name: 'Revoke the legal token legal-ci?' });
    await dialog.getByRole('button', { name: 'Revoke' }).click();
    await toasts().getByText('Release token revoked').waitFor();
    await listed.getByText('Revoked', { exact: true }).waitFor();
  });

  it.each([
    ['desktop', { ...DESKTOP, width: 1366 }],
    ['phone', PHONE],
  ])('finds no serious or critical axe violation, the dialog open or not, and fits the page (%s)', async (name, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    await openReleases(page);
    const found: Record<string, string[]> = { tab: await seriousAxeViolations(page) };
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await page.screenshot({ path: join(__dirname, '..', '..', '.data', `admin-releases-${name}.png`), fullPage: true });
    await row(first.id, page).getByRole('button', { name: 'Roll back' }).focus();
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').waitFor();
    found.dialog = await seriousAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await context.close();
    expect(found).toEqual({ tab: [], dialog: [] });
  });
});
