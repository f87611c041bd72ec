import { PHONE, DESKTOP, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const SITE_CONFIG = JSON.parse(readFileSync(join(__dirname, '..', '..', 'config', 'site.json'), 'utf8'));
const ctx = useSiteInBrowser();

/** Each legal page: its heading, and the spec's constants its text must state (spec 001, sections 2 and 9; the privacy policy's analytics row went with issue 26: the site keeps no analytics data). */
const PAGES: [path: string, title: string, constants: string[]][] = [
  [
    '/privacy-policy',
    'Privacy Policy',
    [
      'Global Privacy Control',
      '90 days',
      '3 years',
      '2 years',
      '30 days',
      '60 days',
      '24 hours',
      '13',
      'Last updated: November 26, 2026',
      "No copy of your PC's device list",
    ],
  ],
  ['/terms-of-service', 'Terms of Service', ['$100', '12 months', '60 days', '30 days', 'Last updated: September 15, 2025']],
  ['/legal-notice', 'Legal Notice & Compliance', ['2-3 business days', '5-7 business days', 'Last updated: January 2025']],
  ['/advertising-disclosure', 'Advertising Disclosure', ['affiliate', 'Last updated: January 2025']],
  ['/disclaimer', 'Disclaimer', ['$0', 'Last updated: January 2025']],
  [
    '/cookie-policy',
    'Cookie Policy',
    ['Updated for 2025 US Compliance', 'Manage Your Cookie Preferences', '26 months', '13 months', '24 months', 'Last updated: November 2026'],
  ],
  ['/consumer-rights', 'Your Privacy Rights', ['17 US States Covered', '24 hours', '30 days', '60 days']],
];

async function open(path: string, title: string, page: Page = ctx.page): Promise<void> {
  await page.goto(`${ctx.site.url}${path}`);
  await page.locator('main h1', { hasText: title }).waitFor();
}

const main = () => ctx.page.locator('main');

describe('the legal pages', () => {
  it.each(PAGES)('%s shows %s with its title, description, table of contents, sections and the spec constants', async (path, title, constants) => {
    await open(path, title);
    expect(await ctx.page.title()).toBe(`${title} | ${SITE_CONFIG.productName}`);
    const description = await ctx.page.locator('meta[name="description"]').getAttribute('content');
    expect(description?.length).toBeGreaterThan(40);
    const text = await main().innerText();
    for (const constant of constants) expect(text).toContain(constant);
    // Every entry of the table of contents leads to a section of the page with that heading.
    const toc = main().getByRole('navigation', { name: 'On this page' }).getByRole('link');
    const entries = await toc.evaluateAll((links) => links.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(entries.length).toBeGreaterThanOrEqual(4);
    for (const [heading, href] of entries) {
      expect(await main().locator(`section${href} > h2`).innerText()).toBe(heading);
    }
    // The operator's settings, never a written-out address: the texts name the site's e-mail.
    expect(text).toContain(SITE_CONFIG.email);
  });

  it('lands on the dispute resolution section of the terms', async () => {
    await ctx.page.setViewportSize(DESKTOP);
    await open('/terms-of-service#dispute-resolution', 'Terms of Service');
    const section = main().locator('#dispute-resolution');
    await ctx.page.waitForFunction(() => {
      const top = document.getElementById('dispute-resolution')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
    expect(await section.locator('h2').innerText()).toBe('Dispute Resolution');
    expect(await section.innerText()).toMatch(/arbitration/i);
  });

  it('jumps to a section from the table of contents', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    await main().getByRole('navigation', { name: 'On this page' }).getByRole('link', { name: 'Children' }).click();
    await ctx.page.waitForURL(/#children$/);
    await ctx.page.waitForFunction(() => {
      const top = document.getElementById('children')?.getBoundingClientRect().top ?? -1;
      return top >= 0 && top < 200;
    });
  });

  it('offers the privacy policy quick actions to the rights request, the cookie policy and the contact form', async () => {
    await open('/privacy-policy', 'Privacy Policy');
    for (const [name, href] of [
      ['Submit a Privacy Request', '/consumer-rights'],
      ['Manage Cookies', '/cookie-policy'],
      ['Contact Us', '/contact'],
    ]) {
      expect(await main().getByRole('link', { name, exact: true }).first().getAttribute('href')).toBe(href);
    }
    await main().getByRole('link', { name: 'Submit a Privacy Request' }).click();
    await ctx.page.locator('main h1', { hasText: 'Your Privacy Rights' }).waitFor();
  });

  it.each([
    ['/terms-of-service', 'Terms of Service', ['/privacy-policy', '/consumer-rights']],
    ['/advertising-disclosure', 'Advertising Disclosure', ['/cookie-policy', '/consumer-rights']],
    ['/cookie-policy', 'Cookie Policy', ['/contact', '/consumer-rights']],
  ])('links %s to the pages the spec names', async (path, title, targets) => {
    await open(path, title);
    const hrefs = await main()
      .locator('a')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    for (const target of targets) expect(hrefs).toContain(target);
  });

  it('opens the privacy policy and the advertising disclosure of the rights page quick links in a new tab, the cookie policy in the same', async () => {
    await open('/consumer-rights', 'Your Privacy Rights');
    const links = main().locator('#quick-links a');
    const found = await links.evaluateAll((as) => as.map((a) => [a.getAttribute('href'), a.getAttribute('target')]));
    expect(found).toEqual([
      ['/cookie-policy', null],
      ['/privacy-policy', '_blank'],
      ['/advertising-disclosure', '_blank'],
    ]);
  });

  it('shows the six rights, the response timeline and the privacy officer on the rights page', async () => {
    await open('/consumer-rights', 'Your Privacy Rights');
    const cards = await main().locator('#your-rights h3').allInnerTexts();
    expect(cards).toEqual([
      'Right to Know',
      'Right to Delete',
      'Right to Correct',
      'Right to Data Portability',
      'Right to Opt-Out',
      'Right to Non-Discrimination',
    ]);
    expect(await main().locator('#response-timeline h3').allInnerTexts()).toEqual(['Request Received', 'Identity Verification', 'Request Completed']);
    const officer = await main().locator('#privacy-officer').innerText();
    for (const value of [SITE_CONFIG.email, SITE_CONFIG.phone, SITE_CONFIG.host, '30 days']) expect(officer).toContain(value);
  });

  it('describes the four cookie categories with their retention and legal basis, and the providers with their opt-out links', async () => {
    await open('/cookie-policy', 'Cookie Policy');
    const categories = await main().locator('#cookie-categories h3').allInnerTexts();
    expect(categories).toEqual(['Necessary Cookies', 'Functional Cookies', 'Analytics Cookies', 'Advertising Cookies']);
    const text = await main().locator('#cookie-categories').innerText();
    for (const word of ['cookie-consent', 'Legal basis', 'Retention']) expect(text).toMatch(new RegExp(word, 'i'));
    const optOuts = await main()
      .locator('#third-party-providers a[target="_blank"]')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(optOuts).toEqual(expect.arrayContaining(['https://adssettings.google.com', 'https://tools.google.com/dlpage/gaoptout']));
  });

  it.each([PHONE, DESKTOP])(
    'has no serious accessibility violation on any legal page at %o',
    async (viewport) => {
      const context = await ctx.browser.newContext({ viewport });
      const page = await context.newPage();
      try {
        for (const [path, title] of PAGES) {
          await open(path, title, page);
          expect({ path, violations: await seriousAxeViolations(page) }).toEqual({ path, violations: [] });
        }
      } finally {
        await context.close();
      }
    },
    240_000,
  );
});
