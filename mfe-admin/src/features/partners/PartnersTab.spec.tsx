import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SessionProvider } from '../session';
import type { PartnerKey, WebhookEndpoint } from './api';
import { disabledNotice, PartnersTab } from './PartnersTab';

const today = new Date().toISOString().slice(0, 10);
const acme: PartnerKey = {
  id: 3,
  name: 'Acme Printing',
  quotaPerMinute: 1200,
  createdAt: '2026-11-01T09:00:00.000Z',
  rotatedAt: null,
  revokedAt: null,
  lastUsedAt: null,
  usage: [{ day: today, requests: 5210 }],
};
const endpoint = (id: number, changes: Partial<WebhookEndpoint>): WebhookEndpoint => ({
  id,
  partnerKey: { id: 3, name: 'Acme Printing' },
  url: `https://partner.example/hooks/${id}`,
  events: ['driver.updated'],
  description: null,
  enabled: true,
  createdAt: '2026-11-01T09:00:00.000Z',
  secretRotatedAt: null,
  failingSince: null,
  disabledAt: null,
  disabledReason: null,
  ...changes,
});
const ENDPOINTS = [
  endpoint(1, { enabled: false, disabledAt: '2026-11-25T09:00:00.000Z', disabledReason: 'Every delivery failed for 24 hours' }),
  endpoint(2, { failingSince: '2026-11-26T08:00:00.000Z' }),
];

/** The service's answers, by method and path: a body, or [status, body] for a refusal; what the tab sent is kept. */
function answer(answers: Record<string, unknown>) {
  const sent: Array<{ call: string; body: unknown }> = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const call = `${init.method} ${url}`;
    sent.push({ call, body: init.body ? JSON.parse(String(init.body)) : undefined });
    const found = answers[call];
    const [status, body] = Array.isArray(found) && typeof found[0] === 'number' ? found : [found === undefined ? 404 : 200, found ?? {}];
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

const reads = { 'GET /api/auth/session': { authenticated: true }, 'GET /api/admin/partner-keys': [acme], 'GET /api/admin/webhook-endpoints': ENDPOINTS };

async function show() {
  await act(async () =>
    renderWithPlatform(
      <SessionProvider>
        <PartnersTab />
      </SessionProvider>,
    ),
  );
  await screen.findByText('Acme Printing', { selector: '.admin-table__primary' });
}

describe('the Partners tab', () => {
  it('says how many endpoints were disabled, in the words the operator reads', () => {
    expect(disabledNotice(0)).toBeNull();
    expect(disabledNotice(1)).toBe('1 webhook endpoint was disabled after failing for 24 hours');
    expect(disabledNotice(2)).toBe('2 webhook endpoints were disabled after failing for 24 hours');
  });

  it("tells of a disabled endpoint at the top with its reason, marks a failing one, and gives a key's requests per day as a table", async () => {
    answer(reads);
    await show();
    expect(await screen.findByText('1 webhook endpoint was disabled after failing for 24 hours')).toBeInTheDocument();
    const endpoints = within(screen.getByRole('region', { name: 'Webhook endpoints' }));
    expect(endpoints.getByRole('row', { name: /hooks\/1/ })).toHaveTextContent('Every delivery failed for 24 hours');
    expect(endpoints.getByRole('row', { name: /hooks\/1/ })).toHaveTextContent('Re-enable');
    expect(endpoints.getByRole('row', { name: /hooks\/2/ })).toHaveTextContent('Failing since');
    expect(endpoints.getByRole('row', { name: /hooks\/2/ })).not.toHaveTextContent('Re-enable');

    const keys = within(screen.getByRole('region', { name: 'API keys' }));
    expect(keys.getByRole('row', { name: /Acme Printing/ })).toHaveTextContent('5,210 this week');
    const days = keys.getByRole('table', { name: /Requests per day of Acme Printing/ });
    expect(within(days).getAllByRole('row')).toHaveLength(2);
    expect(within(days).getAllByRole('row')[1]).toHaveTextContent('5,210');
  });

  it("shows the service's refusal beside the quota, then the new key's secret once with Copy", async () => {
    const sent = answer({
      ...reads,
      'POST /api/admin/partner-keys': [400, { statusCode: 400, message: ['quotaPerMinute must be a whole number from 1 to 100000'] }],
    });
    await show();
    fireEvent.click(screen.getByRole('button', { name: 'Create key' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create key' }));
    fireEvent.change(dialog.getByLabelText('Name'), { target: { value: 'Globex' } });
    fireEvent.change(dialog.getByLabelText('Requests per minute'), { target: { value: '0' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create key' })));
    expect(await dialog.findByText('quotaPerMinute must be a whole number from 1 to 100000')).toBeInTheDocument();
    expect(sent.find((s) => s.call === 'POST /api/admin/partner-keys')?.body).toEqual({ name: 'Globex', quotaPerMinute: 0 });

    answer({ ...reads, 'POST /api/admin/partner-keys': [201, { id: 4, name: 'Globex', quotaPerMinute: 60, secret: 'dak_secret_once' }] });
    fireEvent.change(dialog.getByLabelText('Requests per minute'), { target: { value: '60' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Create key' })));
    // jsdom gives every antd dialog the same title id, so the secret's dialog is found by its words.
    const secret = within((await screen.findByText('Copy it now: it will not be shown again.')).closest<HTMLElement>('[role="dialog"]')!);
    expect(secret.getByText('The secret of the key Globex')).toBeInTheDocument();
    expect(secret.getByLabelText('Secret')).toHaveTextContent('dak_secret_once');
    expect(secret.getByRole('button', { name: 'Copy' })).toBeInTheDocument();
  });
});
