import { CONTACT_CATEGORIES, CONTACT_MESSAGES } from '@driveratlas/visitor-rules';
import { invalidFieldMessages, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

const SITE_CONFIG = JSON.parse(readFileSync(join(__dirname, '..', '..', 'config', 'site.json'), 'utf8'));
const HEADING = `Contact ${SITE_CONFIG.productName}`;

const ctx = useSiteInBrowser();

async function openContact(p: Page = ctx.page): Promise<void> {
  await p.goto(`${ctx.site.url}/contact`);
  await p.locator('main h1', { hasText: HEADING }).waitFor();
}

const form = (p: Page = ctx.page) => p.locator('form');
const field = (label: string) => form().getByLabel(label, { exact: true });
const toasts = () => ctx.page.getByRole('region', { name: 'Notifications (F8)' });
const sendButton = () => form().getByRole('button', { name: /Send Message|Sending\.\.\./ });

async function chooseCategory(label: string): Promise<void> {
  await field('Category').selectOption({ label });
}

const chosenCategory = () => field('Category').evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent);

async function fillValidMessage(subject: string): Promise<void> {
  await field('Name').fill('Jordan Lee');
  await field('Email').fill('jordan@example.com');
  await field('Subject').fill(subject);
  await chooseCategory('Driver Request');
  await field('Message').fill('Which driver do I need for an RTX 4070 on Windows 11?');
}

const stored = (subject: string) => ctx.site.db.query('SELECT name, email, subject, category, message FROM contact_messages WHERE subject = $1', [subject]);

async function expectFormKeeps(subject: string): Promise<void> {
  expect(await field('Name').inputValue()).toBe('Jordan Lee');
  expect(await field('Email').inputValue()).toBe('jordan@example.com');
  expect(await field('Subject').inputValue()).toBe(subject);
  expect(await chosenCategory()).toBe('Driver Request');
  expect(await field('Message').inputValue()).toBe('Which driver do I need for an RTX 4070 on Windows 11?');
}

describe('the contact page', () => {
  it('is headed Contact and the product name, with a page title', async () => {
    await openContact();
    expect(await ctx.page.title()).toBe(`${HEADING} | ${SITE_CONFIG.productName}`);
  });

  it('offers the six categories', async () => {
    await openContact();
    const options = field('Category').locator('option:not([disabled])');
    expect(await options.allInnerTexts()).toEqual(CONTACT_CATEGORIES.map((c) => c.label));
    expect(await chosenCategory()).toBe('Select a category');
  });

  it('shows Get in Touch with the support e-mail, online support and the business contact from the site settings', async () => {
    await openContact();
    const card = ctx.page.locator('.card', { has: ctx.page.getByRole('heading', { name: 'Get in Touch' }) });
    const mail = card.getByRole('link', { name: SITE_CONFIG.email });
    expect(await mail.getAttribute('href')).toBe(`mailto:${SITE_CONFIG.email}`);
    const text = await card.innerText();
    expect(text).toContain('Response within 24-48 hours');
    expect(text).toContain('Online Support');
    expect(text).toContain('Send a message any time with this form; we answer within 24-48 hours');
    expect(text).not.toContain('24/7');
    const address = await card.locator('address').innerText();
    for (const line of [SITE_CONFIG.companyName, ...SITE_CONFIG.address, SITE_CONFIG.phone]) expect(address).toContain(line);
  });

  it('links Quick Help to the support center, the disclaimer as Report an Issue, and the privacy policy', async () => {
    await openContact();
    const card = ctx.page.locator('.card', { has: ctx.page.getByRole('heading', { name: 'Quick Help' }) });
    const links = await card.getByRole('link').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Support Center', '/support'],
      ['Report an Issue', '/disclaimer'],
      ['Privacy Policy', '/privacy-policy'],
    ]);
  });

  it('states the expected response times', async () => {
    await openContact();
    const card = ctx.page.locator('.card', { has: ctx.page.getByRole('heading', { name: 'Expected Response Times' }) });
    const rows = await card
      .locator('dl > div')
      .evaluateAll((rows) => rows.map((row) => [row.querySelector('dt')?.textContent, row.querySelector('dd')?.textContent]));
    expect(rows).toEqual([
      ['Technical Support', '24-48 hours'],
      ['Driver Information', '1-2 business days'],
      ['Website Issues', '24-48 hours'],
      ['General Inquiries', '24-48 hours'],
    ]);
  });
});

describe('the contact form rules', () => {
  it("shows every rule's message beside its field on submitting an empty form, as the gateway does without scripts, and sends nothing", async () => {
    await openContact();
    const posts: string[] = [];
    const onRequest = (r: { url(): string }) => r.url().includes('/api/contact-messages') && posts.push(r.url());
    ctx.page.on('request', onRequest);
    await sendButton().click();
    for (const message of Object.values(CONTACT_MESSAGES)) await form().getByText(message, { exact: true }).waitFor();
    ctx.page.off('request', onRequest);
    expect(posts).toEqual([]);
    // Each message describes its field (antd's aria-describedby).
    expect(await invalidFieldMessages(form())).toEqual(CONTACT_MESSAGES);
  });

  it('moves the focus to the first field in error on submit', async () => {
    await openContact();
    await field('Name').fill('Jordan Lee');
    await field('Email').fill('not-an-address');
    await sendButton().click();
    await form().getByText(CONTACT_MESSAGES.email, { exact: true }).waitFor();
    await expect(field('Email').evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });

  it.each([
    ['Name', 'J', 'Jo', CONTACT_MESSAGES.name],
    ['Name', '   ', 'Jo', CONTACT_MESSAGES.name],
    ['Email', 'jordan@example', 'jordan@example.com', CONTACT_MESSAGES.email],
    ['Subject', 'Help', 'Help!', CONTACT_MESSAGES.subject],
    ['Message', 'Too short', 'Long enough', CONTACT_MESSAGES.message],
  ])('checks %s when it loses focus ("%s" is refused) and clears the message once fixed', async (label, bad, good, message) => {
    await openContact();
    await field(label).fill(bad);
    await field(label).blur();
    const error = form().getByText(message, { exact: true });
    await error.waitFor();
    expect(await field(label).getAttribute('aria-invalid')).toBe('true');
    await field(label).fill(good);
    await error.waitFor({ state: 'detached' });
  });

  it('asks for a category until one is chosen', async () => {
    await openContact();
    await field('Name').fill('Jordan Lee');
    await sendButton().click();
    const error = form().getByText(CONTACT_MESSAGES.category, { exact: true });
    await error.waitFor();
    await chooseCategory('Bug Report');
    await error.waitFor({ state: 'detached' });
  });
});

describe('sending a contact message', () => {
  it('stores a valid message, says so and empties the form', async () => {
    await openContact();
    await fillValidMessage('Driver for my RTX 4070');
    await sendButton().click();
    await toasts().getByText('Message sent successfully!').waitFor();
    expect(await toasts().getByText("We'll get back to you within 24 hours.").isVisible()).toBe(true);
    expect(await stored('Driver for my RTX 4070')).toEqual([
      {
        name: 'Jordan Lee',
        email: 'jordan@example.com',
        subject: 'Driver for my RTX 4070',
        category: 'driver-request',
        message: 'Which driver do I need for an RTX 4070 on Windows 11?',
      },
    ]);
    for (const label of ['Name', 'Email', 'Subject', 'Message']) expect(await field(label).inputValue()).toBe('');
    expect(await chosenCategory()).toBe('Select a category');
  });

  it('shows Sending... on a disabled button while the message is on its way', async () => {
    await openContact();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await ctx.page.route('**/api/contact-messages', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await fillValidMessage('Sending state check');
      await sendButton().click();
      const sending = form().getByRole('button', { name: 'Sending...' });
      await sending.waitFor();
      expect(await sending.isDisabled()).toBe(true);
      release();
      await toasts().getByText('Message sent successfully!').waitFor();
      expect(await form().getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    } finally {
      await ctx.page.unroute('**/api/contact-messages');
    }
  });

  it("keeps the visitor's text and says the message failed when the server fails", async () => {
    await openContact();
    await ctx.page.route('**/api/contact-messages', (route) => route.fulfill({ status: 500, body: 'boom' }));
    try {
      await fillValidMessage('Server failure check');
      await sendButton().click();
      const alert = toasts().getByRole('alert');
      await alert.getByText('Failed to send message').waitFor();
      expect(await alert.getByText('Please try again or contact us directly.').isVisible()).toBe(true);
      await expectFormKeeps('Server failure check');
      expect(await form().getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
    } finally {
      await ctx.page.unroute('**/api/contact-messages');
    }
    expect(await stored('Server failure check')).toEqual([]);
  });

  it('can be filled in and sent with the keyboard alone', async () => {
    await openContact();
    await ctx.page.locator('main').focus();
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.id)).toBe('contact_name');
    await ctx.page.keyboard.type('Sam Keys');
    await ctx.page.keyboard.press('Tab');
    await ctx.page.keyboard.type('sam@example.com');
    await ctx.page.keyboard.press('Tab');
    await ctx.page.keyboard.type('Keyboard only message');
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.id)).toBe('contact_category');
    await ctx.page.keyboard.press('ArrowDown');
    await ctx.page.keyboard.press('ArrowDown');
    expect(await chosenCategory()).toBe('Driver Request');
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.id)).toBe('contact_message');
    await ctx.page.keyboard.type('Sent without touching the mouse.');
    await ctx.page.keyboard.press('Tab');
    expect(await ctx.page.evaluate(() => document.activeElement?.textContent)).toBe('Send Message');
    await ctx.page.keyboard.press('Enter');
    await toasts().getByText('Message sent successfully!').waitFor();
    const [row] = await stored('Keyboard only message');
    expect(row).toMatchObject({ name: 'Sam Keys', email: 'sam@example.com', category: 'driver-request', message: 'Sent without touching the mouse.' });
  });
});

describe('accessibility of the contact page', () => {
  it.each([
    ['desktop', { width: 1280, height: 800 }],
    ['390 px', PHONE],
  ])('has no serious or critical axe violation, with and without field errors, and no sideways scrolling (%s)', async (_name, viewport) => {
    const context = await ctx.browser.newContext({ viewport });
    const p = await context.newPage();
    await openContact(p);
    expect(await seriousAxeViolations(p)).toEqual([]);
    await p.getByRole('button', { name: 'Send Message' }).click();
    await p.getByText(CONTACT_MESSAGES.message, { exact: true }).waitFor();
    expect(await seriousAxeViolations(p)).toEqual([]);
    expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await context.close();
  });
});
