import { CONSENT_FORM_PATH, CONTACT_MESSAGES, PRIVACY_REQUEST_CONFIRMATION_HOURS, PRIVACY_REQUEST_DUE_DAYS } from '@driveratlas/catalog';
import { DESKTOP, launchBrowser, useSiteInBrowser, whenTakenOver } from '@driveratlas/testing';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';

/**
 * Issue 23, "No lost click": the contact form and the privacy rights request form are forms the gateway answers, so
 * they work without scripts, and a Send pressed before the scripts have run is checked by the browser at once.
 */
const ctx = useSiteInBrowser();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A visitor who has answered the consent banner (through its form, as without scripts), so that it covers nothing. */
async function visitor(options: { javaScriptEnabled: boolean }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...options, viewport: DESKTOP });
  const answered = await context.request.post(`${ctx.site.url}${CONSENT_FORM_PATH}`, {
    form: { choice: 'reject-all', return: '/' },
    headers: { origin: ctx.site.url },
    maxRedirects: 0,
  });
  expect(answered.status()).toBe(303);
  return { context, page: await context.newPage() };
}

/** Presses a form's button without scripts: the browser loads the page the gateway answers. */
async function send(page: Page, button: string): Promise<void> {
  await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: button }).click()]);
}

const contactForm = (page: Page) => page.locator('form[action="/contact"]');
const rightsForm = (page: Page) => page.locator('form[action="/consumer-rights"]');
const contactMessages = (subject: string) => ctx.site.db.query('SELECT name, email, category, message FROM contact_messages WHERE subject = $1', [subject]);

async function fillContact(page: Page, subject: string, email = 'robin@example.com'): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Robin Park');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Bug Report' });
  await form.getByLabel('Message', { exact: true }).fill('The search box does nothing on my old tablet.');
}

describe('the contact form without scripts', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await visitor({ javaScriptEnabled: false })));
  afterAll(() => context?.close());

  it('sends the message: it is stored, and the page says so in a live region, with the form empty', async () => {
    await page.goto(`${ctx.site.url}/contact`);
    await fillContact(page, 'Sent without scripts');
    await send(page, 'Send Message');
    expect(page.url()).toBe(`${ctx.site.url}/contact?sent=1`);
    const status = page.getByRole('status').filter({ hasText: 'Message sent successfully!' });
    expect(await status.innerText()).toContain("We'll get back to you within 24 hours.");
    expect(await status.evaluate((element) => element.closest('[aria-live="polite"]') !== null)).toBe(true);
    expect(await contactForm(page).getByLabel('Message', { exact: true }).inputValue()).toBe('');
    expect(await contactMessages('Sent without scripts')).toEqual([
      { name: 'Robin Park', email: 'robin@example.com', category: 'bug-report', message: 'The search box does nothing on my old tablet.' },
    ]);
  });

  it('gives a refused form back with everything typed and the spec message beside the field, storing nothing', async () => {
    await page.goto(`${ctx.site.url}/contact`);
    // The browser takes an address without a dot in its domain; the service does not.
    await fillContact(page, 'Refused without scripts', 'robin@example');
    await send(page, 'Send Message');
    const form = contactForm(page);
    await form.getByText(CONTACT_MESSAGES.email, { exact: true }).waitFor();
    expect(await form.getByLabel('Email', { exact: true }).inputValue()).toBe('robin@example');
    expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('Refused without scripts');
    expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('The search box does nothing on my old tablet.');
    expect(await form.getByLabel('Category', { exact: true }).inputValue()).toBe('bug-report');
    expect(await contactMessages('Refused without scripts')).toEqual([]);
    // Fixed, it is sent.
    await form.getByLabel('Email', { exact: true }).fill('robin@example.com');
    await send(page, 'Send Message');
    expect(page.url()).toBe(`${ctx.site.url}/contact?sent=1`);
    expect(await contactMessages('Refused without scripts')).toHaveLength(1);
  });
});

describe('the privacy rights request form without scripts', () => {
  it('submits the request: it is stored, and the page shows its reference number and the deadlines', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false });
    try {
      await page.goto(`${ctx.site.url}/consumer-rights`);
      const form = rightsForm(page);
      const description = 'Please tell me which data you hold about me (sent without scripts).';
      await form.getByLabel('First Name', { exact: true }).fill('Sam');
      await form.getByLabel('Last Name', { exact: true }).fill('Ortiz');
      await form.getByLabel('Email Address', { exact: true }).fill('sam@example.com');
      await form.getByLabel('State of Residence', { exact: true }).selectOption({ label: 'Texas' });
      await form.getByLabel('Request Type', { exact: true }).selectOption('know');
      await form.getByLabel('Request Details', { exact: true }).fill(description);
      await send(page, 'Submit Privacy Rights Request');
      const [row] = await ctx.site.db.query<{ reference: string }>('SELECT reference, state, phone FROM privacy_requests WHERE description = $1', [
        description,
      ]);
      expect(row).toEqual({ reference: expect.stringMatching(/^PR-\d{4}-\d+$/), state: 'Texas', phone: null });
      expect(page.url()).toBe(`${ctx.site.url}/consumer-rights?request=${row.reference}#submit-request`);
      const receipt = await page.getByRole('status').filter({ hasText: row.reference }).innerText();
      expect(receipt).toContain(`Your reference number: ${row.reference}`);
      expect(receipt).toContain(`confirmation within ${PRIVACY_REQUEST_CONFIRMATION_HOURS} hours`);
      expect(receipt).toContain(`answer within ${PRIVACY_REQUEST_DUE_DAYS} days`);
    } finally {
      await context.close();
    }
  });
});

describe('the contact form before its scripts have run', () => {
  it('is checked by the browser on a Send pressed at first paint, sending nothing; once the scripts run, Send shows the spec messages', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: true });
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*.js', async (route: Route) => {
      await released;
      await route.continue().catch(() => undefined);
    });
    const posts: string[] = [];
    page.on('request', (request) => void (request.method() === 'POST' && posts.push(request.url())));
    try {
      // Held scripts hold DOMContentLoaded: the page is there once its HTML is.
      await page.goto(`${ctx.site.url}/contact`, { waitUntil: 'commit' });
      const form = contactForm(page);
      await form.getByRole('button', { name: 'Send Message' }).click();
      expect(await form.evaluate((element: HTMLFormElement) => [element.checkValidity(), element.noValidate])).toEqual([false, false]);
      expect(await form.getByLabel('Name', { exact: true }).evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
      expect(page.url()).toBe(`${ctx.site.url}/contact`);
      release();
      await whenTakenOver(page);
      await page.waitForFunction(() => document.querySelector<HTMLFormElement>('form[action="/contact"]')?.noValidate === true);
      await form.getByRole('button', { name: 'Send Message' }).click();
      for (const message of Object.values(CONTACT_MESSAGES)) await form.getByText(message, { exact: true }).waitFor();
      expect(posts).toEqual([]);
      expect(page.url()).toBe(`${ctx.site.url}/contact`);
    } finally {
      release();
      await context.close();
    }
  });
});
