import { DESKTOP, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';

const ctx = useSiteInBrowser();

/** Device Manager's Hardware Ids of an Intel Wi-Fi 6E AX210 card, as Ctrl+C copies them. */
const AX210_LIST = [
  'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086&REV_1A',
  'PCI\\VEN_8086&DEV_2725&SUBSYS_00248086',
  'PCI\\VEN_8086&DEV_2725&CC_028000',
  'PCI\\VEN_8086&DEV_2725&CC_0280',
].join('\r\n');

const field = () => ctx.page.getByLabel('Hardware ID, or the whole list Device Manager copies');
const lookUp = () => ctx.page.getByRole('button', { name: 'Look Up' });

async function openLookup(query = ''): Promise<void> {
  await ctx.page.goto(`${ctx.site.url}/hardware-id${query}`);
  await ctx.page.locator('main h1', { hasText: 'Find a Driver by Hardware ID' }).waitFor();
}

describe('the hardware-ID lookup', () => {
  beforeEach(() => ctx.page.setViewportSize(DESKTOP));

  it('is reached from the box on Home and from the search page', async () => {
    await ctx.page.goto(ctx.site.url);
    await ctx.page.getByRole('link', { name: 'Look Up a Hardware ID' }).click();
    await ctx.page.waitForURL('**/hardware-id');
    await ctx.page.goto(`${ctx.site.url}/search`);
    await ctx.page.getByRole('link', { name: 'Search by hardware ID' }).click();
    await ctx.page.waitForURL('**/hardware-id');
    await ctx.page.locator('main h1', { hasText: 'Find a Driver by Hardware ID' }).waitFor();
    expect(await ctx.page.title()).toMatch(/^Find a Driver by Hardware ID \| /);
  });

  it('names the device of a pasted Device Manager list, lists its driver, and keeps the list in the address through a reload', async () => {
    await openLookup();
    // A GET form to the page itself; Look Up on an empty field is enabled and looks nothing up.
    const form = ctx.page.getByRole('form', { name: 'Hardware ID lookup' });
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/hardware-id');
    expect(await field().getAttribute('name')).toBe('id');
    expect(await lookUp().isEnabled()).toBe(true);
    await lookUp().click();
    expect(new URL(ctx.page.url()).search).toBe('');
    expect(await ctx.page.getByRole('alert').filter({ hasText: 'is not a hardware ID' }).count()).toBe(0);
    await field().fill(AX210_LIST);
    await lookUp().click();
    const device = ctx.page.getByRole('heading', { level: 2, name: 'Wi-Fi 6 AX210 160MHz' });
    await device.waitFor();
    await ctx.page.getByRole('heading', { name: 'Intel Wi-Fi 6E AX210 Driver' }).waitFor();
    expect(new URL(ctx.page.url()).searchParams.get('id')).toBe(AX210_LIST.replace(/\r\n/g, '\n'));
    await ctx.page.reload();
    await device.waitFor();
    expect(await field().inputValue()).toBe(AX210_LIST.replace(/\r\n/g, '\n'));
  });

  it("offers the vendor's support page and drivers for a device the catalogue has no driver for", async () => {
    await openLookup(`?id=${encodeURIComponent('PCI\\VEN_8086&DEV_A0F0&SUBSYS_00748086')}`);
    await ctx.page.getByRole('heading', { name: 'No driver in our catalogue lists this device' }).waitFor();
    const support = ctx.page.getByRole('link', { name: /official support page/ });
    expect(await support.getAttribute('href')).toBe('https://www.intel.com/content/www/us/en/download-center/home.html');
    await ctx.page.getByRole('heading', { name: 'Drivers from Intel' }).waitFor();
  });

  it('shows the reason and an example beside the field for what is not a hardware ID, moving nothing', async () => {
    await openLookup();
    const before = await lookUp().boundingBox();
    await field().fill('Intel Wi-Fi 6 AX200');
    await field().press('Control+Enter');
    const alert = ctx.page.getByRole('alert').filter({ hasText: 'is not a hardware ID' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A');
    expect(await field().getAttribute('aria-invalid')).toBe('true');
    expect((await lookUp().boundingBox())?.y).toBe(before?.y);
  });

  it.each([
    ['a phone', PHONE],
    ['a desktop', DESKTOP],
  ])('has no serious or critical axe violation and no sideways scrolling on %s, with an answer and with a refusal', async (_name, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const p = await context.newPage();
    await p.goto(`${ctx.site.url}/hardware-id?id=${encodeURIComponent('USB\\VID_046D&PID_082D&REV_0011&MI_00')}`);
    await p.getByRole('heading', { level: 2, name: 'HD Pro Webcam C920' }).waitFor();
    expect(await seriousAxeViolations(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await p.goto(`${ctx.site.url}/hardware-id?id=RTL8125`);
    await p.getByRole('alert').filter({ hasText: 'is not a hardware ID' }).waitFor();
    expect(await seriousAxeViolations(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
