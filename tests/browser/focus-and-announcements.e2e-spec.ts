import { useSiteInBrowser } from '@driveratlas/testing';
import type { Locator, Page } from 'playwright-core';

const ctx = useSiteInBrowser();

/**
 * The contrast between an element's focus ring and what lies around it, measured in the page: the ring's colour
 * against the first background behind the element (every colour of a gradient, the worst counting).
 */
async function focusRingContrast(page: Page, target: Locator): Promise<{ focusVisible: boolean; outline: string; contrast: number }> {
  // Keyboard use first, so focusing shows the ring as Tab would.
  await page.keyboard.press('Shift');
  await target.focus();
  return target.evaluate((el) => {
    const parse = (color: string): number[] | null => {
      const m = /rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)/.exec(color);
      if (!m || (m[4] !== undefined && Number(m[4]) === 0)) return null;
      return [Number(m[1]), Number(m[2]), Number(m[3])];
    };
    const luminance = ([r, g, b]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => {
        const s = c / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    // A card whose link covers it draws the ring on the link's ::after, around the whole card.
    const own = getComputedStyle(el);
    const style = own.outlineStyle === 'none' ? getComputedStyle(el, '::after') : own;
    const ring = parse(style.outlineColor);
    let backgrounds: number[][] = [];
    const around = style === own ? el.parentElement : (el.closest('li, article, section')?.parentElement ?? el.parentElement);
    for (let node = around; node && !backgrounds.length; node = node.parentElement) {
      const s = getComputedStyle(node);
      const gradient = (s.backgroundImage.match(/rgba?\([^)]+\)/g) ?? []).map(parse).filter((c): c is number[] => c !== null);
      const color = parse(s.backgroundColor);
      backgrounds = gradient.length ? gradient : color ? [color] : [];
    }
    if (!backgrounds.length) backgrounds = [[255, 255, 255]];
    const visible = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2 && ring !== null;
    return {
      focusVisible: el.matches(':focus-visible'),
      outline: `${style.outlineWidth} ${style.outlineStyle} ${style.outlineColor}`,
      contrast: visible ? Math.min(...backgrounds.map((b) => ratio(ring!, b))) : 0,
    };
  });
}

describe('the focus ring', () => {
  it.each([
    ['a header link', (p: Page) => p.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Printers' })],
    ['the header Auto-Detect button', (p: Page) => p.getByRole('button', { name: 'Auto-Detect', exact: true })],
    ['the hero search box', (p: Page) => p.getByRole('combobox', { name: 'Search drivers' })],
    ['the hero Browse All Drivers button', (p: Page) => p.getByRole('link', { name: 'Browse All Drivers' })],
    ['a driver card Get Driver link', (p: Page) => p.locator('.driver-card').first().getByRole('link', { name: 'Get Driver' })],
    ['a category card', (p: Page) => p.getByRole('region', { name: 'Browse by Category' }).getByRole('link').first()],
    ['a footer link', (p: Page) => p.locator('.site-footer').getByRole('link', { name: 'Privacy Policy' })],
  ])('has at least 3:1 contrast around %s', async (_name, find) => {
    await ctx.page.goto(`${ctx.site.url}/`);
    await ctx.page.locator('.driver-card').first().waitFor();
    const ring = await focusRingContrast(ctx.page, find(ctx.page));
    expect(ring.focusVisible).toBe(true);
    expect(ring.contrast).toBeGreaterThanOrEqual(3);
  });
});

describe('the notifications region', () => {
  it('is in the page, empty, before a toast arrives, and the toast arrives in it', async () => {
    await ctx.page.goto(`${ctx.site.url}/contact`);
    await ctx.page.getByRole('button', { name: 'Send Message' }).waitFor();
    const region = ctx.page.getByRole('region', { name: 'Notifications (F8)' });
    for (const [role, live] of [
      ['status', 'polite'],
      ['alert', 'assertive'],
    ] as const) {
      const part = region.getByRole(role);
      expect(await part.getAttribute('aria-live')).toBe(live);
      expect(await part.textContent()).toBe('');
      await part.evaluate((el) => el.setAttribute('data-there-before', 'yes'));
    }
    await ctx.page.route('**/api/contact-messages', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
    await ctx.page.getByLabel('Name', { exact: true }).fill('Jordan Lee');
    await ctx.page.getByLabel('Email', { exact: true }).fill('jordan@example.com');
    await ctx.page.getByLabel('Subject', { exact: true }).fill('Driver question');
    await ctx.page.getByLabel('Category', { exact: true }).selectOption('technical-support');
    await ctx.page.getByLabel('Message', { exact: true }).fill('Which driver fits my webcam?');
    await ctx.page.getByRole('button', { name: 'Send Message' }).click();
    const assertive = region.locator('[data-there-before="yes"][role="alert"]');
    await assertive.getByText('Failed to send message').waitFor();
    await ctx.page.unroute('**/api/contact-messages');
  });
});

describe('motion', () => {
  /** The Auto-Detect dialog opened from Home, with every class its panel wore on the way (antd's zoom shows in them). */
  async function dialogClasses(reducedMotion: 'reduce' | 'no-preference'): Promise<string[]> {
    const context = await ctx.browser.newContext({ reducedMotion });
    try {
      const page = await context.newPage();
      await page.goto(`${ctx.site.url}/`);
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { seenDialogClasses: seen });
        new MutationObserver((changes) => {
          for (const change of changes) {
            const nodes = change.type === 'attributes' ? [change.target] : [...change.addedNodes];
            for (const node of nodes) {
              if (!(node instanceof Element)) continue;
              for (const panel of [node, ...node.querySelectorAll('.ant-modal')].filter((e) => e.matches('.ant-modal'))) seen.push(panel.className);
            }
          }
        }).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['class'] });
      });
      await page.getByRole('button', { name: /Auto-Detect$/ }).click();
      const dialog = page.getByRole('dialog', { name: 'System Detection' });
      await dialog.waitFor();
      // antd gives the dialog the focus once it has opened, after any zoom.
      await page.waitForFunction(() => !!document.activeElement?.closest('[role="dialog"]'));
      return page.evaluate(() => (window as unknown as { seenDialogClasses: string[] }).seenDialogClasses);
    } finally {
      await context.close();
    }
  }

  // The zoom's steps: shrunk to nothing, then growing (a first step, measuring the dialog at its full size, is always there).
  const zooming = (classes: string[]) => classes.filter((c) => /\bant-zoom-(appear|enter)-(start|active)\b/.test(c));

  it('opens a dialog at once for a visitor whose system asks for less motion, and zooming in for the others', async () => {
    const reduced = await dialogClasses('reduce');
    expect(reduced.length).toBeGreaterThan(0);
    expect(zooming(reduced)).toEqual([]);
    expect(zooming(await dialogClasses('no-preference')).length).toBeGreaterThan(0);
  });
});
