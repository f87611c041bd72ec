import { driverPath } from '@driveratlas/driver-domain';
import { DESKTOP, seriousAxeViolations, SITE_ADMIN_PASSWORD, useSiteInBrowser } from '@driveratlas/testing';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * The operator imports a driver's INF files from the Drivers tab: a preview of what they change, then the import,
 * seen on the driver's page under Supported Devices and in the audit log; a broken file is refused naming its line.
 */
const ctx = useSiteInBrowser();
const DRIVER = 'Intel Wi-Fi 6E AX211 Driver';
/** An ID the INF file declares (the AX201's CNVi function), written in lower case there. */
const AX201 = 'PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086';
const FIXTURES = join(__dirname, '..', '..', 'services', 'src', 'catalogue', 'driver-packages', 'inf', 'fixtures');
const BROKEN = '[Version]\r\nSignature="$WINDOWS NT$"\r\nDriverVer=10/14/2025,1.0\r\n[Manufacturer]\r\n%M%=M,NTamd64\r\n';

// axe reads a page of a context the test made itself.
let context: BrowserContext;
let page: Page;
let folder: string;
let wifiInf: string;
let brokenInf: string;
let driver: { id: number; name: string };
beforeAll(async () => {
  folder = mkdtempSync(join(tmpdir(), 'inf-import-'));
  // As Windows ships an INF: UTF-16 LE with its byte order mark, CRLF.
  const text = readFileSync(join(FIXTURES, 'wifi-package.inf.txt'), 'utf8').replace(/\n/g, '\r\n');
  wifiInf = join(folder, 'Netwtw14.inf');
  writeFileSync(wifiInf, Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]));
  brokenInf = join(folder, 'broken.inf');
  writeFileSync(brokenInf, BROKEN);
  [driver] = await ctx.site.db.query<{ id: number; name: string }>('SELECT id, name FROM drivers WHERE name = $1', [DRIVER]);
  context = await ctx.browser.newContext({ viewport: DESKTOP });
  page = await context.newPage();
});
afterAll(async () => {
  await context?.close();
  rmSync(folder, { recursive: true, force: true });
});

const dialog = (p: Page = page) => p.getByRole('dialog', { name: `Import INF for ${DRIVER}` });

/** Opens the Drivers tab signed in, filtered to the driver, and its Import INF dialog by keyboard. */
async function openImport(): Promise<void> {
  await page.goto(`${ctx.site.url}/admin/drivers?q=${encodeURIComponent(DRIVER)}`);
  const password = page.getByLabel('Password');
  await Promise.race([password.waitFor(), page.getByRole('tablist').waitFor()]);
  if (await password.isVisible()) {
    await password.fill(SITE_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
  }
  const row = page.getByRole('row').filter({ hasText: DRIVER });
  await row.getByRole('button', { name: 'Import INF', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog().getByLabel('INF files').waitFor();
}

/** Chooses `file` and presses Preview. */
async function preview(file: string): Promise<void> {
  await dialog().getByLabel('INF files').setInputFiles(file);
  await dialog().getByRole('button', { name: 'Preview', exact: true }).click();
}

/** The whole flow: the Drivers tab, the dialog, the driver's page and the audit log, axe twice (a busy 2-core machine took 60 s). */
const FLOW_TIMEOUT_MS = 120_000;

describe('Import INF', () => {
  it(
    'previews what the files change, imports them, and the driver page and the audit log show it',
    async () => {
      await openImport();
      const answered = page.waitForResponse((response) => response.url().endsWith(`/api/admin/drivers/${driver.id}/inf/preview`));
      await preview(wifiInf);
      const change = (await (await answered).json()) as { version: string; added: string[]; removed: string[]; kept: number };
      expect(change.added.length + change.kept).toBe(8);
      const plural = (n: number) => (n === 1 ? 'ID' : 'IDs');
      await dialog()
        .getByRole('status')
        .getByText(
          `Preview for version ${change.version}: ${change.added.length} ${plural(change.added.length)} added, ${change.removed.length} removed, ${change.kept} kept.`,
        )
        .waitFor();
      const file = dialog().getByRole('row', { name: /Netwtw14\.inf/ });
      expect((await file.getByRole('cell').allInnerTexts()).map((cell) => cell.trim())).toEqual(['Jun 18, 2025', '23.160.0.4', 'Net', 'Intel', '8']);
      if (change.added.length)
        await dialog()
          .getByText(`${change.added.length} ${plural(change.added.length)} added`, { exact: true })
          .click();
      if (change.removed.length)
        await dialog()
          .getByText(`${change.removed.length} ${plural(change.removed.length)} removed`, { exact: true })
          .click();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await dialog().getByRole('button', { name: 'Import', exact: true }).click();
      await page.getByRole('region', { name: 'Notifications (F8)' }).getByText('INF files imported', { exact: true }).waitFor();
      await dialog().waitFor({ state: 'hidden' });

      await page.goto(`${ctx.site.url}${driverPath(driver)}`);
      const devices = page.getByRole('region', { name: 'Supported Devices' });
      await devices.getByText('Netwtw14.inf').waitFor();
      expect(await devices.innerText()).toContain("version 23.160.0.4, dated June 18, 2025, imported by the site's operator");
      await devices.getByText(/^Show the \d+ hardware IDs$/).click();
      await devices.getByText(AX201, { exact: true }).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);

      await page.goto(`${ctx.site.url}/admin/audit-log`);
      const entry = page.locator('.admin-table tbody tr.ant-table-row').filter({ hasText: 'Driver INF files imported' });
      expect(await entry.first().innerText()).toContain(DRIVER);
    },
    FLOW_TIMEOUT_MS,
  );

  it("shows the service's refusal of a broken file beside the files, which stay chosen", async () => {
    await openImport();
    await preview(brokenInf);
    const alert = dialog().getByRole('alert');
    await alert.getByText('broken.inf, line 5: the models section [M.NTamd64] it names is missing').waitFor();
    const input = dialog().getByLabel('INF files');
    expect(await input.evaluate((element: HTMLInputElement) => [...(element.files ?? [])].map((chosen) => chosen.name))).toEqual(['broken.inf']);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    expect(await dialog().getByRole('button', { name: 'Import', exact: true }).count()).toBe(0);
  });
});
