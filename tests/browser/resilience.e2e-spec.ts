import { useSiteInBrowser } from '@driveratlas/testing';
import { renameSync } from 'node:fs';
import { join } from 'node:path';

const ctx = useSiteInBrowser();

describe("when one remote's files are unreachable", () => {
  const printers = () => join(ctx.site.webRoot, 'printers');
  const hidden = () => join(ctx.site.webRoot, 'printers-away');

  beforeAll(() => renameSync(printers(), hidden()));
  afterAll(() => {
    try {
      renameSync(hidden(), printers());
    } catch {
      // already back
    }
  });

  it.each([
    ['/', 'Find the Right Drivers for Your Windows PC'],
    ['/privacy-policy', 'Privacy Policy'],
    ['/admin', 'Admin Dashboard'],
  ])('the other remotes still serve %s', async (path, title) => {
    await ctx.page.goto(`${ctx.site.url}${path}`);
    await ctx.page.locator('main h1', { hasText: title }).waitFor();
  });

  it('shows the fallback in the broken region, keeps the header and footer, and Retry mounts it once the files are back', async () => {
    await ctx.page.goto(`${ctx.site.url}/printers`);
    const fallback = ctx.page.getByText('This part of the site is not available right now');
    await fallback.waitFor({ timeout: 20_000 });
    expect(await ctx.page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await ctx.page.locator('footer').isVisible()).toBe(true);
    await ctx.page.evaluate(() => ((window as unknown as { marker: string }).marker = 'same page'));

    renameSync(hidden(), printers());
    await ctx.page.getByRole('button', { name: 'Retry' }).click();
    await ctx.page.locator('main h1', { hasText: 'Printer Drivers' }).waitFor({ timeout: 20_000 });
    expect(await ctx.page.evaluate(() => (window as unknown as { marker: string }).marker)).toBe('same page');
  });
});
