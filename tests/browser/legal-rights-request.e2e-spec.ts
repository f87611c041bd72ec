import { PRIVACY_REQUEST_MESSAGES, PRIVACY_REQUEST_STATES } from '@driveratlas/visitor-rules';
import { invalidFieldMessages, PHONE, seriousAxeViolations, useSiteInBrowser } from '@driveratlas/testing';
import type { Page } from 'playwright-core';

const ctx = useSiteInBrowser();

async function openRights(p: Page = ctx.page): Promise<void> {
  await p.goto(`${ctx.site.url}/consumer-rights`);
  await p.locator('main h1', { hasText: 'Your Privacy Rights' }).waitFor();
}

const form = (p: Page = ctx.page) => p.locator('form');
const field = (label: string) => form().getByLabel(label, { exact: true });
const toasts = () => ctx.page.getByRole('region', { name: 'Notifications (F8)' });
const submitButton = () => form().getByRole('button', { name: /Submit Privacy Rights Request|Submitting\.\.\./ });

async function fillValidRequest(description: string): Promise<void> {
  await field('First Name').fill('Alex');
  await field('Last Name').fill('Rivera');
  await field('Email Address').fill('alex@example.com');
  await field('Phone Number (optional)').fill('+1 212 555 0100');
  await field('State of Residence').selectOption({ label: 'Colorado' });
  await field('Request Type').selectOption('delete');
  await field('Request Details').fill(description);
}

const stored = (description: string) =>
  ctx.site.db.query<Record<string, unknown> & { reference: string }>(
    `SELECT "firstName", "lastName", email, phone, state, "requestType", description, reference, status,
            (EXTRACT(EPOCH FROM "confirmationDueAt" - "receivedAt") / 3600)::int AS "confirmationHours",
            (EXTRACT(EPOCH FROM "dueAt" - "receivedAt") / 86400)::int AS "responseDays"
       FROM privacy_requests WHERE description = $1`,
    [description],
  );
const countRequests = async () => Number((await ctx.site.db.query('SELECT count(*) AS n FROM privacy_requests'))[0].n);

describe('the privacy rights request form', () => {
  it('offers the 16 states and Other State/Territory', async () => {
    await openRights();
    const options = await field('State of Residence').locator('option:not([disabled])').allInnerTexts();
    expect(options).toEqual(PRIVACY_REQUEST_STATES.map((s) => s.label));
    expect(await field('Request Type').locator('option:not([disabled])').count()).toBe(8);
  });

  it("shows every rule's message on submitting an empty form, moves focus to the first, and sends nothing", async () => {
    await openRights();
    const before = await countRequests();
    await submitButton().click();
    for (const message of Object.values(PRIVACY_REQUEST_MESSAGES)) await form().getByText(message, { exact: true }).waitFor();
    await ctx.page.waitForFunction(() => document.activeElement?.id === 'privacy-request_firstName');
    // Each message describes its field (antd's aria-describedby), as the gateway's do without scripts.
    expect(await invalidFieldMessages(form())).toEqual(PRIVACY_REQUEST_MESSAGES);
    expect(await countRequests()).toBe(before);
  });

  it.each([
    ['First Name', 'A', PRIVACY_REQUEST_MESSAGES.firstName],
    ['Last Name', ' R ', PRIVACY_REQUEST_MESSAGES.lastName],
    ['Email Address', 'alex@', PRIVACY_REQUEST_MESSAGES.email],
    ['Request Details', 'Delete it', PRIVACY_REQUEST_MESSAGES.description],
  ])('refuses %s "%s" with the spec message', async (label, bad, message) => {
    await openRights();
    await field(label).fill(bad);
    await field(label).blur();
    await form().getByText(message, { exact: true }).waitFor();
    expect(await field(label).getAttribute('aria-invalid')).toBe('true');
  });

  it('stores a valid request with its reference, due dates and status, says so, shows the reference and empties the form', async () => {
    await openRights();
    const description = 'Please delete everything you hold about me, including contact messages.';
    await fillValidRequest(description);
    await submitButton().click();
    await toasts().getByText('Request submitted successfully!').waitFor();
    expect(await toasts().getByText('We will process your privacy rights request within 30 days as required by law.').isVisible()).toBe(true);
    const [row] = await stored(description);
    expect(row).toEqual({
      firstName: 'Alex',
      lastName: 'Rivera',
      email: 'alex@example.com',
      phone: '+1 212 555 0100',
      state: 'Colorado',
      requestType: 'delete',
      description,
      reference: expect.stringMatching(/^PR-\d{4}-\d{6}$/),
      status: 'received',
      confirmationHours: 24,
      responseDays: 30,
    });
    const receipt = ctx.page.getByRole('status').filter({ hasText: row.reference });
    expect(await receipt.innerText()).toContain(`Your reference number: ${row.reference}`);
    for (const label of ['First Name', 'Last Name', 'Email Address', 'Request Details']) expect(await field(label).inputValue()).toBe('');
  });

  it('shows Submitting... on a disabled button while the request is on its way', async () => {
    await openRights();
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await ctx.page.route('**/api/privacy-requests', async (route) => {
      await held;
      await route.continue();
    });
    try {
      await fillValidRequest('Which data do you hold about me? Submitting check.');
      await submitButton().click();
      const submitting = form().getByRole('button', { name: 'Submitting...' });
      await submitting.waitFor();
      expect(await submitting.isDisabled()).toBe(true);
      release();
      await toasts().getByText('Request submitted successfully!').waitFor();
    } finally {
      await ctx.page.unroute('**/api/privacy-requests');
    }
  });

  it('says the request failed and keeps what was typed when the service is down', async () => {
    await openRights();
    const description = 'Which data do you hold about me? Service down check.';
    await ctx.page.route('**/api/privacy-requests', (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"statusCode":503}' }));
    try {
      await fillValidRequest(description);
      await submitButton().click();
      const alert = toasts().getByRole('alert');
      await alert.getByText('Failed to submit request').waitFor();
      expect(await alert.getByText('Please try again or contact us directly.').isVisible()).toBe(true);
      expect(await field('Request Details').inputValue()).toBe(description);
      expect(await field('Email Address').inputValue()).toBe('alex@example.com');
    } finally {
      await ctx.page.unroute('**/api/privacy-requests');
    }
    expect(await stored(description)).toEqual([]);
  });

  it('has no serious accessibility violation with its errors shown on a phone', async () => {
    const context = await ctx.browser.newContext({ viewport: PHONE });
    const page = await context.newPage();
    try {
      await openRights(page);
      await form(page).getByRole('button', { name: 'Submit Privacy Rights Request' }).click();
      await form(page).getByText(PRIVACY_REQUEST_MESSAGES.description).waitFor();
      expect(await seriousAxeViolations(page)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
