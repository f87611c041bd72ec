import {
  CONSENT_FORM_PATH,
  CONTACT_MESSAGES,
  PRIVACY_REQUEST_CONFIRMATION_HOURS,
  PRIVACY_REQUEST_DUE_DAYS,
  PRIVACY_REQUEST_MESSAGES,
} from '@driveratlas/visitor-rules';
import { DESKTOP, holdScripts, invalidFieldMessages, launchBrowser, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';

/**
 * Issues 23 and 37, "No lost click": the contact form and the privacy rights request form are forms the gateway
 * answers, so they work without scripts and before them; the gateway checks them by the spec's rules and gives a
 * refused form back with the spec's messages beside its fields (the browser checks nothing itself: its bubble would
 * stand in for them).
 */
const ctx = useSiteInBrowser();

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser?.close());

/** A visitor who has answered the consent banner (through its form, as without scripts), so that it covers nothing. */
async function visitor(options: { javaScriptEnabled: boolean; viewport?: typeof DESKTOP }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: DESKTOP, ...options });
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
  const answered = page.waitForEvent('framenavigated', (frame) => frame === page.mainFrame());
  await page.getByRole('button', { name: button }).click();
  await answered;
  await page.waitForLoadState('load');
}

const contactForm = (page: Page) => page.locator('form[action="/contact"]');
const rightsForm = (page: Page) => page.locator('form[action="/consumer-rights"]');

/**
 * The fields of `messages` (name: message), and no other, show their message beside them, tied to them; the first has
 * the focus, where the visitor goes on.
 */
async function expectMessagesBeside(form: Locator, messages: Record<string, string>): Promise<void> {
  expect(await invalidFieldMessages(form)).toEqual(messages);
  const [first] = Object.keys(messages);
  expect(await form.evaluate((element: HTMLFormElement, name) => element.elements.namedItem(name) === document.activeElement, first)).toBe(true);
}

const contactMessages = (subject: string) => ctx.site.db.query('SELECT name, email, category, message FROM contact_messages WHERE subject = $1', [subject]);

async function fillContact(page: Page, subject: string, email = 'robin@example.com', category: string | null = 'Bug Report'): Promise<void> {
  const form = contactForm(page);
  await form.getByLabel('Name', { exact: true }).fill('Robin Park');
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Subject', { exact: true }).fill(subject);
  if (category) await form.getByLabel('Category', { exact: true }).selectOption({ label: category });
  await form.getByLabel('Message', { exact: true }).fill('The search box does nothing on my old tablet.');
}

describe('the contact form without scripts', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => ({ context, page } = await visitor({ javaScriptEnabled: false })));
  afterAll(() => context?.close());

  it('gives an empty form back with every spec message beside its field, and the first field focused', async () => {
    await page.goto(`${ctx.site.url}/contact`);
    await send(page, 'Send Message');
    expect(page.url()).toBe(`${ctx.site.url}/contact`);
    await expectMessagesBeside(contactForm(page), CONTACT_MESSAGES);
  });

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
  it('gives an empty request back with every spec message beside its field, and the first field focused', async () => {
    const { context, page } = await visitor({ javaScriptEnabled: false, viewport: PHONE });
    try {
      await page.goto(`${ctx.site.url}/consumer-rights`);
      await send(page, 'Submit Privacy Rights Request');
      await expectMessagesBeside(rightsForm(page), PRIVACY_REQUEST_MESSAGES);
    } finally {
      await context.close();
    }
  });

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

describe('the forms sent before their scripts have run', () => {
  /** A page of the site whose scripts are held back: what the visitor does first meets the server's page alone. */
  async function atFirstPaint(path: string, viewport = DESKTOP): Promise<{ context: BrowserContext; page: Page; release(): Promise<void> }> {
    const { context, page } = await visitor({ javaScriptEnabled: true, viewport });
    const scripts = await holdScripts(page);
    // Held scripts hold DOMContentLoaded: the page is there once its HTML is.
    await page.goto(`${ctx.site.url}${path}`, { waitUntil: 'commit' });
    return { context, page, release: scripts.release };
  }

  it('answers an empty contact form sent at first paint with every spec message beside its field, then sends it once filled', async () => {
    const { context, page, release } = await atFirstPaint('/contact');
    try {
      await send(page, 'Send Message');
      await release();
      await expectMessagesBeside(contactForm(page), CONTACT_MESSAGES);
      // The page given back is the server's alone, as without scripts; axe needs a browser that runs its own.
      expect(await seriousAxeViolations(page)).toEqual([]);
      await fillContact(page, 'Sent after a refusal at first paint');
      await send(page, 'Send Message');
      expect(page.url()).toBe(`${ctx.site.url}/contact?sent=1`);
      expect(await contactMessages('Sent after a refusal at first paint')).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  it('asks for a category sent without one at first paint, keeping everything typed', async () => {
    const { context, page, release } = await atFirstPaint('/contact');
    try {
      const form = contactForm(page);
      await fillContact(page, 'No category at first paint', 'robin@example.com', null);
      await send(page, 'Send Message');
      await release();
      await expectMessagesBeside(form, { category: CONTACT_MESSAGES.category });
      expect(await form.getByLabel('Subject', { exact: true }).inputValue()).toBe('No category at first paint');
      expect(await form.getByLabel('Message', { exact: true }).inputValue()).toBe('The search box does nothing on my old tablet.');
      expect(await contactMessages('No category at first paint')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('answers an empty privacy rights request sent at first paint with every spec message beside its field', async () => {
    const { context, page, release } = await atFirstPaint('/consumer-rights', PHONE);
    try {
      await send(page, 'Submit Privacy Rights Request');
      await release();
      await expectMessagesBeside(rightsForm(page), PRIVACY_REQUEST_MESSAGES);
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
