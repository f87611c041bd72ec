import { driverPath } from '@driveratlas/driver-domain';
import { DESKTOP, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * A version its maker withdrew and a driver its maker no longer updates, as the operator marks them through the API:
 * the driver page and a My PC report say so.
 */
const ctx = useSiteInBrowser();
const DRIVER = 'Intel Wi-Fi 6E AX211 Driver';
const REASON = 'Some systems lost their Wi-Fi connection after waking from sleep.';
const NOTICE = 'https://www.intel.com/content/www/us/en/support/articles/000005559/wireless.html';

let context: BrowserContext;
let page: Page;
let driver: { id: number; name: string; version: string; hardwareIds: string[] };
beforeAll(async () => {
  [driver] = await ctx.site.db.query(`SELECT id, name, version, "hardwareIds" FROM drivers WHERE name = $1`, [DRIVER]);
  context = await ctx.browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
  // Signed in as the operator, whose API calls come from the site's own origin.
  await page.goto(`${ctx.site.url}/admin`);
  await page.getByLabel('Password').fill(SITE_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('tablist').waitFor();
  const api = (method: 'post' | 'put', path: string, data: unknown) =>
    page.request[method](`${ctx.site.url}${path}`, { data, headers: { Origin: ctx.site.url }, failOnStatusCode: true });
  // A new version, and the one before it withdrawn; then the driver's support ended.
  const [current] = await ctx.site.db.query<Record<string, unknown>>(`SELECT * FROM drivers WHERE id = $1`, [driver.id]);
  const { id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore, supportEndedOn, ...fields } = current;
  void [id, createdAt, updatedAt, downloadCount, releasedOn, searchText, staticScore, supportEndedOn];
  await api('put', `/api/drivers/${driver.id}`, {
    ...fields,
    version: '23.170.0.2',
    releaseDate: 'December 2025',
    supportEnded: true,
    supportEndedOn: '2026-06-30',
  });
  await api('post', `/api/admin/drivers/${driver.id}/withdrawn-versions`, { version: driver.version, reason: REASON, link: NOTICE });
});
afterAll(async () => context?.close());

describe('withdrawn versions and ended support', () => {
  it("shows them on the driver page: the end of support by the answer, the withdrawn version's row with the maker's notice", async () => {
    await page.goto(`${ctx.site.url}${driverPath(driver)}`);
    await page.getByRole('heading', { level: 1, name: DRIVER }).waitFor();
    await page.getByText('Intel no longer updates this driver: no newer driver will come; last version 23.170.0.2. Support ended on June 30, 2026.').waitFor();
    const history = page.getByRole('region', { name: 'Version History' });
    const row = history.getByRole('row', { name: new RegExp(`^${driver.version.replace(/\./g, '\\.')}`) });
    expect(await row.innerText()).toContain(`Withdrawn by Intel: ${REASON}`);
    expect(await row.getByRole('link', { name: "Intel's notice" }).getAttribute('href')).toBe(NOTICE);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('tells a My PC device on the withdrawn version, pointing to the last good one, and that no newer driver will come', async () => {
    await page.goto(`${ctx.site.url}/my-pc`);
    const list = [
      { DeviceName: 'Intel(R) Wi-Fi 6E AX211 160MHz', HardWareID: [driver.hardwareIds[0]], DriverVersion: driver.version, DriverProviderName: 'Intel' },
    ];
    await page.getByRole('textbox', { name: 'Device list', exact: true }).fill(JSON.stringify(list));
    await page.getByRole('button', { name: 'Check my PC' }).click();
    const item = page.getByRole('region', { name: "Your PC's drivers" }).getByRole('listitem', { name: 'Intel(R) Wi-Fi 6E AX211 160MHz' });
    await item.waitFor();
    const text = await item.innerText();
    expect(text).toContain(`Intel withdrew version ${driver.version}: ${REASON} The last good version is 23.170.0.2.`);
    expect(text).toContain('Intel no longer updates this driver: no newer driver will come; last version 23.170.0.2.');
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
