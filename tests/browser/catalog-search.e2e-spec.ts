import { openInBrowser, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';

const ctx = useSiteInBrowser();

interface Driver {
  id: number;
  name: string;
  manufacturer: string;
  category: string;
}

const box = () => ctx.page.getByRole('combobox', { name: 'Search drivers' });
const suggestionList = () => ctx.page.getByRole('listbox', { name: 'Driver suggestions' });
const options = () => suggestionList().getByRole('option');

async function openHome() {
  await ctx.page.goto(`${ctx.site.url}/`);
  await box().waitFor();
}

describe('the driver search box', () => {
  it("has the spec's placeholder and shows no suggestions up to 2 characters", async () => {
    await openHome();
    expect(await box().getAttribute('placeholder')).toBe('Enter device model (e.g., RTX 4070, HP LaserJet, Realtek Audio)');
    // The list follows what is in the box as it changes: shown at 3 characters, it goes at 2 and does not come back.
    await box().fill('rtx');
    await options().first().waitFor();
    await box().press('Backspace');
    await suggestionList().waitFor({ state: 'detached' });
    expect(await box().inputValue()).toBe('rt');
    expect(await box().getAttribute('aria-expanded')).toBe('false');
  });

  it('suggests at most 8 drivers with name, description, manufacturer and category, and the list footer', async () => {
    await openHome();
    await box().fill('driver');
    await options().first().waitFor();
    expect(await options().count()).toBe(8);
    const first = options().first();
    expect(await first.locator('.search-box__description').count()).toBe(1);
    expect(await first.locator('.search-box__meta').textContent()).toMatch(/ · /);
    expect(await ctx.page.getByRole('button', { name: 'Search for "driver" - View all results' }).isVisible()).toBe(true);
  });

  it('says when nothing matches', async () => {
    await openHome();
    await box().fill('qqqzzzxx');
    await ctx.page.getByText('No drivers found for "qqqzzzxx"').waitFor();
    expect(await ctx.page.getByText('Try searching with different keywords').isVisible()).toBe(true);
  });

  it('moves the highlight with the arrow keys, stops at the last item and goes back to none from the first', async () => {
    await openHome();
    await box().fill('intel');
    await options().first().waitFor();
    const count = await options().count();
    const selected = async () => suggestionList().locator('[role="option"][aria-selected="true"]').count();
    await box().press('ArrowDown');
    expect(await options().nth(0).getAttribute('aria-selected')).toBe('true');
    for (let i = 0; i < count + 2; i++) await box().press('ArrowDown');
    expect(
      await options()
        .nth(count - 1)
        .getAttribute('aria-selected'),
    ).toBe('true');
    for (let i = 0; i < count; i++) await box().press('ArrowUp');
    expect(await selected()).toBe(0);
    await box().press('ArrowDown');
    await box().type('l'); // the highlight resets whenever the query changes
    expect(await selected()).toBe(0);
  });

  it('opens the highlighted suggestion on Enter and clears the box', async () => {
    await openHome();
    await box().fill('realtek');
    await options().first().waitFor();
    const name = (await options().first().locator('.search-box__name').textContent())!;
    await box().press('ArrowDown');
    await box().press('Enter');
    await ctx.page.waitForURL(`${ctx.site.url}/search?q=${encodeURIComponent(name)}`);
    await ctx.page.locator('h1', { hasText: `Search Results for "${name}"` }).waitFor();
  });

  it('runs the full search on Enter with no highlight, and ignores a blank submit', async () => {
    await openHome();
    await box().fill('   ');
    await box().press('Enter');
    expect(new URL(ctx.page.url()).pathname).toBe('/');
    await box().fill('wi-fi');
    await box().press('Enter');
    await ctx.page.waitForURL(`${ctx.site.url}/search?q=wi-fi`);
  });

  it('follows the combobox pattern: Tab closes the list and moves on, ArrowDown reopens it after Escape', async () => {
    await openHome();
    await box().fill('intel');
    await options().first().waitFor();
    await box().press('Tab');
    expect(await suggestionList().count()).toBe(0);
    expect(await ctx.page.evaluate(() => document.activeElement?.textContent)).toBe('Search');
    await box().focus();
    await box().press('Escape');
    expect(await suggestionList().count()).toBe(0);
    expect(await box().getAttribute('aria-expanded')).toBe('false');
    await box().press('ArrowDown');
    await options().first().waitFor();
    expect(await box().getAttribute('aria-expanded')).toBe('true');
    await box().press('ArrowDown');
    expect(await options().first().getAttribute('aria-selected')).toBe('true');
    expect(await box().getAttribute('aria-activedescendant')).toBe(await options().first().getAttribute('id'));
  });

  it('suggests the corrected matches of a misspelt query, as the search page does', async () => {
    await openHome();
    await box().fill('realtk');
    await options().first().waitFor();
    const names = await options().locator('.search-box__name').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((n) => n.startsWith('Realtek'))).toBe(true);
    expect(await ctx.page.getByText('No drivers found for "realtk"').count()).toBe(0);
  });

  it('closes the list on Escape and on a click outside', async () => {
    await openHome();
    await box().fill('intel');
    await options().first().waitFor();
    await box().press('Escape');
    expect(await suggestionList().count()).toBe(0);
    await box().fill('intel ');
    await options().first().waitFor();
    await ctx.page.locator('main h1').click();
    expect(await suggestionList().count()).toBe(0);
  });
});

describe('the search page', () => {
  // The search page as the browser renders it after a followed link, asking the API (which a test may replace).
  const goto = async (query: string) => {
    await openInBrowser(ctx.page, ctx.site.url, `/search${query}`);
    await ctx.page.locator('main h1').waitFor();
  };
  const cardNames = () => ctx.page.locator('.driver-card h3').allTextContents();

  it('names the page and heads it by the query', async () => {
    await goto('');
    expect(await ctx.page.title()).toBe('Search Drivers - Find Compatible Hardware Drivers | DriverAtlas');
    expect(await ctx.page.locator('main h1').textContent()).toBe('Driver Search');
    await goto('?q=RTX%204070');
    expect(await ctx.page.locator('main h1').textContent()).toBe('Search Results for "RTX 4070"');
  });

  it('shows the count line with the sort label and the drivers best match first', async () => {
    const api: { total: number; items: Driver[] } = await (await fetch(`${ctx.site.url}/api/search?q=realtek`)).json();
    await goto('?q=realtek');
    await ctx.page.getByText(`${api.total} driver(s) found for "realtek"`).waitFor();
    expect(await ctx.page.getByText('Sorted by Relevance').isVisible()).toBe(true);
    await ctx.page.locator('.driver-card').first().waitFor();
    expect(await cardNames()).toEqual(api.items.map((d) => d.name));
  });

  it('says "1,000+" when the service counted more matches than it counts', async () => {
    // The seed catalogue is far below the service's 1,000 count cap: the answer is the real one, marked as capped.
    await ctx.page.route('**/api/search?*', async (route) => {
      const answer = await (await route.fetch()).json();
      await route.fulfill({ json: { ...answer, total: 1000, totalCapped: true } });
    });
    await goto('?q=driver');
    await ctx.page.getByText('1,000+ driver(s) found for "driver"').waitFor();
    await ctx.page.unroute('**/api/search?*');
  });

  it('filters by category and manufacturer with removable badges and Clear Filters', async () => {
    await goto('?q=driver');
    // A form the server answers too (Apply Filters); each badge's x and Clear Filters are links.
    const form = ctx.page.locator('#search-filters form');
    expect(await form.getAttribute('method')).toBe('get');
    expect(await form.getAttribute('action')).toBe('/search');
    expect(await form.getByRole('button', { name: 'Apply Filters' }).getAttribute('type')).toBe('submit');
    await ctx.page.getByLabel('Category').selectOption('Audio Devices');
    await ctx.page.getByLabel('Manufacturer').selectOption('realtek');
    await ctx.page.getByRole('link', { name: 'Remove filter Realtek' }).waitFor();
    await ctx.page.locator('.driver-card').first().waitFor();
    const api: { total: number; items: Driver[] } = await (
      await fetch(`${ctx.site.url}/api/search?q=driver&category=Audio%20Devices&manufacturer=realtek`)
    ).json();
    await ctx.page.getByText(`${api.total} driver(s) found for "driver"`).waitFor();
    expect(await cardNames()).toEqual(api.items.map((d) => d.name));
    expect(new URL((await ctx.page.getByRole('link', { name: 'Remove filter Realtek' }).getAttribute('href'))!, ctx.page.url()).search).toBe(
      '?q=driver&category=Audio+Devices',
    );
    await ctx.page.getByRole('link', { name: 'Remove filter Realtek' }).click();
    await ctx.page.getByRole('link', { name: 'Remove filter Realtek' }).waitFor({ state: 'detached' });
    expect(new URL(ctx.page.url()).search).toBe('?q=driver&category=Audio+Devices');
    await ctx.page.getByLabel('Sort by').selectOption('name');
    await ctx.page.getByText('Sorted by Name (A-Z)').first().waitFor();
    await ctx.page.getByRole('link', { name: 'Clear Filters' }).click();
    await ctx.page.getByText('Sorted by Relevance').waitFor();
    expect(new URL(ctx.page.url()).search).toBe('?q=driver');
  });

  it.each([
    ['geforce rtx 4070 windows 11', 'NVIDIA GeForce RTX 4070 Game Ready Driver'],
    ['rtx4070', 'NVIDIA GeForce RTX 4070 Game Ready Driver'],
    ['ax 211', 'Intel Wi-Fi 6E AX211 Driver'],
  ])('finds what people type: "%s" shows %s first', async (q, first) => {
    await goto(`?q=${encodeURIComponent(q)}`);
    await ctx.page.locator('.driver-card').first().waitFor();
    expect((await cardNames())[0]).toBe(first);
  });

  it('shows a Windows version typed in the query as a filter, whose removal searches the other words', async () => {
    await goto('?q=geforce%20windows%2011');
    const badge = ctx.page.getByRole('link', { name: 'Remove filter Windows 11 (from your search)' });
    await badge.waitFor();
    await badge.click();
    await ctx.page.waitForURL(`${ctx.site.url}/search?q=geforce`);
    await badge.waitFor({ state: 'detached' });
  });

  it('finds "win11 realtek": Realtek drivers that run on Windows 11', async () => {
    await goto('?q=win11%20realtek');
    await ctx.page.locator('.driver-card').first().waitFor();
    const cards = await ctx.page.locator('.driver-card').evaluateAll((articles) =>
      articles.map((a) => ({
        name: a.querySelector('h3')!.textContent!,
        os: [...a.querySelectorAll('dt')].find((dt) => dt.textContent === 'Operating system')!.nextElementSibling!.textContent!,
      })),
    );
    expect(cards[0].name).toMatch(/^Realtek /);
    for (const card of cards) expect(card.os).toContain('Windows 11');
  });

  it('filters by Windows version and architecture, kept in the address', async () => {
    await goto('?q=driver');
    await ctx.page.getByLabel('Windows version').selectOption('Windows 7');
    await ctx.page.getByLabel('Architecture').selectOption('32-bit');
    await ctx.page.getByRole('link', { name: 'Remove filter Windows 7' }).waitFor();
    expect(new URL(ctx.page.url()).search).toBe('?q=driver&os=Windows+7&architecture=32-bit');
    const api: { total: number; items: Array<Driver & { operatingSystem: string; architecture: string }> } = await (
      await fetch(`${ctx.site.url}/api/search?q=driver&os=Windows%207&architecture=32-bit`)
    ).json();
    expect(api.items.every((d) => d.operatingSystem.includes('Windows 7') && d.architecture !== '64-bit')).toBe(true);
    await ctx.page.getByText(`${api.total} driver(s) found for "driver"`).waitFor();
    await ctx.page.reload();
    await ctx.page.getByText(`${api.total} driver(s) found for "driver"`).waitFor();
    expect(await cardNames()).toEqual(api.items.map((d) => d.name));
  });

  it('on a 390 x 844 phone, folds the filters above the results and starts the first result on the first screen', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/search?q=intel&category=Network%20Adapters`);
    const first = page.locator('.driver-card').first();
    await first.waitFor();
    expect((await first.boundingBox())!.y).toBeLessThan(PHONE.height);
    expect(await page.getByLabel('Manufacturer').isVisible()).toBe(false);
    await page.getByText('Network Adapters', { exact: true }).first().waitFor();
    // The fold is a native disclosure: its <summary> opens it.
    const toggle = page.locator('#search-filters summary');
    expect(await toggle.getByText('Show filters').isVisible()).toBe(true);
    expect(await toggle.getByText('Hide filters').isVisible()).toBe(false);
    await toggle.click();
    expect(await page.getByLabel('Manufacturer').isVisible()).toBe(true);
    expect(await toggle.getByText('Hide filters').isVisible()).toBe(true);
    expect(await page.locator('#search-filters details').getAttribute('open')).not.toBeNull();
    await context.close();
  });

  it('sorts by name', async () => {
    await goto('?q=intel&sort=name');
    await ctx.page.locator('.driver-card').first().waitFor();
    const names = await cardNames();
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('pushes a new search into history and ignores a blank one', async () => {
    await goto('?q=intel');
    const input = ctx.page.getByRole('searchbox', { name: 'Search drivers' });
    await input.fill('  ');
    await input.press('Enter');
    expect(new URL(ctx.page.url()).search).toBe('?q=intel');
    await input.fill('logitech');
    await input.press('Enter');
    await ctx.page.locator('h1', { hasText: 'Search Results for "logitech"' }).waitFor();
    await ctx.page.goBack();
    await ctx.page.locator('h1', { hasText: 'Search Results for "intel"' }).waitFor();
  });

  it('shows 5 skeleton cards while loading', async () => {
    let answer = () => {};
    const held = new Promise<void>((resolve) => (answer = resolve));
    await ctx.page.route('**/api/search?*', async (route) => {
      await held;
      await route.continue();
    });
    await openInBrowser(ctx.page, ctx.site.url, '/search?q=audio');
    await ctx.page.getByTestId('driver-skeleton').first().waitFor();
    expect(await ctx.page.getByTestId('driver-skeleton').count()).toBe(5);
    answer();
    await ctx.page.locator('.driver-card').first().waitFor();
    expect(await ctx.page.getByTestId('driver-skeleton').count()).toBe(0);
    await ctx.page.unroute('**/api/search?*');
  });

  it('shows the empty state with tips, and Clear all filters when filters are active', async () => {
    await goto('?q=qqqzzzxx&category=Cameras');
    await ctx.page.getByRole('heading', { name: 'No drivers found' }).waitFor();
    expect(await ctx.page.getByText('Search tips:').isVisible()).toBe(true);
    await ctx.page.getByRole('link', { name: 'Clear all filters' }).click();
    await ctx.page.getByRole('link', { name: 'Clear all filters' }).waitFor({ state: 'detached' });
    expect(new URL(ctx.page.url()).search).toBe('?q=qqqzzzxx');
  });

  it('shows the closest matches for a misspelt query', async () => {
    await goto('?q=realtk');
    await ctx.page.getByText('No driver contains "realtk" exactly; these are the closest matches.').waitFor();
    expect((await cardNames()).every((n) => n.startsWith('Realtek'))).toBe(true);
  });

  it('says when the search fails', async () => {
    await ctx.page.route('**/api/search?*', (route) => route.fulfill({ status: 500, body: 'boom' }));
    await openInBrowser(ctx.page, ctx.site.url, '/search?q=audio');
    await ctx.page.getByRole('main').getByRole('alert').getByText('The search is not available right now').waitFor();
    expect(await ctx.page.getByRole('main').getByRole('alert').textContent()).toContain('500: boom');
    await ctx.page.unroute('**/api/search?*');
    await ctx.page.getByRole('button', { name: 'Try again' }).click();
    await ctx.page.locator('.driver-card').first().waitFor();
  });

  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['390 px', PHONE],
  ])('has no serious or critical axe violation on %s', async (_name, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const page = await context.newPage();
    await page.goto(`${ctx.site.url}/search?q=intel`);
    await page.locator('.driver-card').first().waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await context.close();
  });
});
