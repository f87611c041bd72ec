import { useSiteInBrowser } from '@driveratlas/testing';
import { checkBudget, measure, type MeasuredFile } from '../../scripts/lib/first-load-budget.cjs';

const ctx = useSiteInBrowser();

/** The scripts and styles a fresh visit to `path` downloads (no cache), the visitor acting on it, measured per app. */
async function firstLoad(path: string, heading: string): Promise<MeasuredFile[]> {
  const context = await ctx.browser.newContext();
  const fresh = await context.newPage();
  const files: Promise<MeasuredFile>[] = [];
  fresh.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind === 'script' || kind === 'stylesheet') files.push(response.body().then((body) => measure(new URL(response.url()).pathname, kind, body)));
  });
  // The page's goto acts as a visitor does, which loads its scripts, and waits until the page is theirs.
  await fresh.goto(`${ctx.site.url}${path}`, { waitUntil: 'networkidle' });
  await fresh.locator('main h1', { hasText: heading }).waitFor();
  await fresh.waitForLoadState('networkidle');
  const measured = await Promise.all(files);
  await context.close();
  return measured;
}

describe('the first-load budget', () => {
  it('keeps the shell, the catalog and the shared libraries within 200 KB gzip on the first load of /', async () => {
    const { over, byApp } = checkBudget(await firstLoad('/', 'Find the Right Driver'), { firstLoad: true });
    expect({ over, byApp }).toEqual({ over: [], byApp: expect.objectContaining({ shell: expect.any(Number), catalog: expect.any(Number) }) });
  });

  it.each([
    ['/printers', 'Printer Drivers', 'printers'],
    ['/printers/epson', 'Epson Printer Drivers', 'printers'],
    ['/privacy-policy', 'Privacy Policy', 'legal'],
    ['/admin', 'Admin Dashboard', 'admin'],
  ])('keeps the remote of %s within 60 KB gzip', async (path, heading, remote) => {
    const { over, byApp } = checkBudget(await firstLoad(path, heading));
    expect({ over, loaded: byApp[remote] > 0 }).toEqual({ over: [], loaded: true });
  });
});
