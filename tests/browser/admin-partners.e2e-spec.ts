import { DESKTOP, PHONE, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The admin's Partners tab: a partner key created with its secret shown once, a service refusal beside its field, the
 * secret rotated and the key revoked after confirming; an endpoint added for a key (its signing secret shown once), one
 * disabled after failing for 24 hours told at the top, its deliveries with their attempts, and re-enabled.
 */
const ctx = useSiteInBrowser();
// axe reads a page of a context the test made itself.
let context: BrowserContext;
let page: Page;
beforeAll(async () => {
  context = await ctx.browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});
afterAll(() => context?.close());
const ENDPOINT_URL = 'https://93.184.216.34/hooks/driveratlas';

const keys = (p: Page = page) => p.getByRole('region', { name: 'API keys' });
const endpoints = (p: Page = page) => p.getByRole('region', { name: 'Webhook endpoints' });
const keyRow = (name: string) => keys().getByRole('row').filter({ hasText: name });
const dialog = (name: string | RegExp, p: Page = page) => p.getByRole('dialog', { name });

/** Opens the Partners tab signed in, and waits for its lists. */
async function openPartners(p: Page = page): Promise<void> {
  await p.goto(`${ctx.site.url}/admin/partners`);
  const password = p.getByLabel('Password');
  await Promise.race([password.waitFor(), p.getByRole('tablist').waitFor()]);
  if (await password.isVisible()) {
    await password.fill(SITE_ADMIN_PASSWORD);
    await p.getByRole('button', { name: 'Sign In' }).click();
  }
  await keys(p).locator('.ant-table-tbody tr').first().waitFor();
  await endpoints(p).locator('.ant-table-tbody tr').first().waitFor();
  for (const list of [keys(p), endpoints(p)]) await list.getByText(/^Loading /).waitFor({ state: 'detached' });
}

/** The secret dialog's secret, checked to say it is shown once, then closed. */
async function shownOnce(of: string): Promise<string> {
  const shown = dialog(`The secret of ${of}`);
  await shown.getByText('Copy it now: it will not be shown again.').waitFor();
  await shown.getByRole('button', { name: 'Copy' }).waitFor();
  const secret = await shown.getByLabel('Secret').innerText();
  await shown.getByRole('button', { name: 'Done' }).click();
  await shown.waitFor({ state: 'hidden' });
  return secret;
}

async function createKey(name: string, quota: string): Promise<string> {
  await keys().getByRole('button', { name: 'Create key' }).click();
  const form = dialog('Create key');
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Requests per minute').fill(quota);
  await form.getByRole('button', { name: 'Create key' }).click();
  return shownOnce(`the key ${name}`);
}

/** Presses `button` in `row`, checks the dialog's words, and confirms by keyboard. */
async function confirmIn(row: ReturnType<Page['locator']>, button: string, title: string, text: RegExp): Promise<void> {
  await row.getByRole('button', { name: button, exact: true }).click();
  const asked = dialog(title);
  await asked.getByText(text).waitFor();
  await asked.getByRole('button', { name: button, exact: true }).focus();
  await page.keyboard.press('Enter');
  await asked.waitFor({ state: 'hidden' });
}

describe('the Partners tab', () => {
  it('creates a key whose secret is shown once, with the refusal of a quota out of bounds beside its field', async () => {
    await openPartners();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await keys().getByRole('button', { name: 'Create key' }).focus();
    await page.keyboard.press('Enter');
    const form = dialog('Create key');
    await form.getByLabel('Name').fill('Acme Printing');
    await form.getByLabel('Requests per minute').fill('0');
    await form.getByRole('button', { name: 'Create key' }).click();
    await form.getByText('quotaPerMinute must be a whole number from 1 to 100000').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByLabel('Requests per minute').fill('1200');
    await form.getByRole('button', { name: 'Create key' }).click();
    await dialog('The secret of the key Acme Printing').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    const secret = await shownOnce('the key Acme Printing');
    expect(secret).toMatch(/^dak_/);
    expect(await keyRow('Acme Printing').innerText()).toMatch(/1,200 requests a minute[\s\S]*Active[\s\S]*0 this week/);

    await openPartners();
    await keyRow('Acme Printing').waitFor();
    expect(await page.content()).not.toContain(secret);
  });

  it("rotates a key's secret and revokes the key, each after confirming, and shows its requests per day", async () => {
    await openPartners();
    const [{ id }] = await ctx.site.db.query<{ id: number }>(`SELECT id FROM access_tokens WHERE name = 'Acme Printing'`);
    const today = new Date().toISOString().slice(0, 10);
    await ctx.site.db.query(`INSERT INTO partner_key_usage ("keyId", day, requests, "lastUsedAt") VALUES ($1, $2, 5210, now())`, [id, today]);
    await openPartners();
    await keyRow('Acme Printing').getByText('5,210 this week').waitFor();
    await keyRow('Acme Printing').getByText('Show usage').click();
    await keyRow('Acme Printing')
      .getByRole('table', { name: /Requests per day of Acme Printing/ })
      .getByRole('cell', { name: '5,210' })
      .waitFor();

    const before = await ctx.site.db.query<{ hash: string }>('SELECT "secretHash" AS hash FROM access_tokens WHERE id = $1', [id]);
    await confirmIn(keyRow('Acme Printing'), 'Rotate secret', 'Rotate the secret of Acme Printing?', /the old secret stops working at once/i);
    expect(await shownOnce('the key Acme Printing')).toMatch(/^dak_/);
    await keyRow('Acme Printing')
      .getByText(/^Rotated /)
      .waitFor();
    expect(await ctx.site.db.query('SELECT "secretHash" AS hash FROM access_tokens WHERE id = $1', [id])).not.toEqual(before);

    await confirmIn(keyRow('Acme Printing'), 'Revoke', 'Revoke the key Acme Printing?', /refused from now on/);
    await keyRow('Acme Printing').getByText('Revoked', { exact: true }).waitFor();
    expect(await keyRow('Acme Printing').getByRole('button').count()).toBe(0);
    const [revoked] = await ctx.site.db.query<{ revokedAt: Date | null }>('SELECT "revokedAt" FROM access_tokens WHERE id = $1', [id]);
    expect(revoked.revokedAt).not.toBeNull();
  });

  it('adds an endpoint for a key with its signing secret shown once, tells of it once disabled, lists its deliveries and re-enables it', async () => {
    await openPartners();
    await createKey('Globex', '60');
    await endpoints().getByRole('button', { name: 'Add endpoint' }).click();
    const form = dialog('Add endpoint');
    await form.getByLabel('Key').click();
    await page.locator('.ant-select-item-option[title="Globex"]').click();
    await form.getByLabel('URL').fill(ENDPOINT_URL);
    await form.getByRole('checkbox', { name: 'driver.updated' }).check();
    await form.getByLabel('Description').fill('Catalogue sync');
    expect(await seriousAxeViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    expect(await shownOnce(`the endpoint ${ENDPOINT_URL}`)).toMatch(/^whsec_/);
    const row = endpoints().getByRole('row').filter({ hasText: ENDPOINT_URL });
    expect(await row.innerText()).toMatch(/Key: Globex[\s\S]*driver\.updated[\s\S]*Enabled/);

    // Its deliveries failed for 24 hours: the service disabled it.
    const [{ id }] = await ctx.site.db.query<{ id: number }>('SELECT id FROM webhook_endpoints WHERE url = $1', [ENDPOINT_URL]);
    const eventId = '0b6c8a0e-3f5e-4a53-9d0e-1f7f5b2f1a77';
    await ctx.site.db.query(`INSERT INTO webhook_events (id, type, data, "occurredAt") VALUES ($1, 'driver.updated', '{}', now() - interval '25 hours')`, [
      eventId,
    ]);
    const attempts = [{ at: new Date(Date.now() - 90_000_000).toISOString(), status: 500, error: null, durationMs: 42, answer: 'Internal Server Error' }];
    await ctx.site.db.query(
      `INSERT INTO webhook_deliveries ("eventId", "endpointId", status, "firstAttemptAt", attempts) VALUES ($1, $2, 'failed', now() - interval '25 hours', $3)`,
      [eventId, id, JSON.stringify(attempts)],
    );
    await ctx.site.db.query(
      `UPDATE webhook_endpoints SET "failingSince" = now() - interval '25 hours', "disabledAt" = now(), "disabledReason" = 'Every delivery failed for 24 hours' WHERE id = $1`,
      [id],
    );
    await openPartners();
    await page.getByRole('alert').getByText('1 webhook endpoint was disabled after failing for 24 hours').waitFor();
    expect(await row.innerText()).toMatch(/Disabled[\s\S]*Every delivery failed for 24 hours/);
    expect(await seriousAxeViolations(page)).toEqual([]);

    await row.getByRole('button', { name: 'Deliveries' }).click();
    const drawer = dialog(`Deliveries to ${ENDPOINT_URL}`);
    await drawer.getByRole('heading', { name: /driver\.updated/ }).waitFor();
    expect(await drawer.innerText()).toMatch(/Failed[\s\S]*Given up[\s\S]*HTTP 500[\s\S]*Internal Server Error[\s\S]*42 ms/);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await drawer.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: 'Re-enable' }).click();
    await row.getByText('Enabled', { exact: true }).waitFor();
    await page.getByText('1 webhook endpoint was disabled after failing for 24 hours').waitFor({ state: 'detached' });
  });

  it.each([
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ])('fits the %s screen without scrolling sideways', async (_name, viewport) => {
    await page.setViewportSize(viewport);
    await openPartners();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.setViewportSize(DESKTOP);
  });
});
