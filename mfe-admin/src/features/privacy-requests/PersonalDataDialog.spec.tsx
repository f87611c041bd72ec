import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, fireEvent, screen } from '@testing-library/react';
import type { PersonalData, PrivacyRequestWithHistory } from '../../api/types';
import { SessionProvider } from '../session';
import { PersonalDataDialog } from './PersonalDataDialog';

const WITHOUT_EMAIL = 'Download records and consent records hold no e-mail address: none of them can be found for this person.';

const aRequest = (changes: Partial<PrivacyRequestWithHistory> = {}): PrivacyRequestWithHistory => ({
  id: 7,
  reference: 'PR-2026-000007',
  status: 'received',
  overdue: false,
  firstName: 'Sam',
  lastName: 'Taylor',
  email: 'sam@example.com',
  phone: null,
  state: 'Texas',
  requestType: 'delete',
  description: 'Please delete what you hold about me.',
  receivedAt: '2026-11-20T10:00:00.000Z',
  confirmationDueAt: '2026-11-21T10:00:00.000Z',
  dueAt: '2026-12-20T10:00:00.000Z',
  extended: false,
  retainUntil: '2029-11-20T10:00:00.000Z',
  history: [],
  ...changes,
});

const aMessage = (id: number, subject: string) => ({
  id,
  name: 'Sam Taylor',
  email: 'SAM@example.com',
  subject,
  category: 'driver-request',
  message: 'Please add the driver for my scanner.',
  receivedAt: '2026-11-18T09:00:00.000Z',
  handledAt: null,
});

const dataOf = (request: PrivacyRequestWithHistory, handling: PersonalData['handling']): PersonalData => ({
  reference: request.reference,
  email: request.email,
  handling,
  readAt: '2026-11-24T12:00:00.000Z',
  contactMessages: [aMessage(3, 'Scanner driver missing'), aMessage(5, 'Scanner driver still missing')],
  privacyRequests: [request],
  withoutEmail: WITHOUT_EMAIL,
});

/** The service's answers, by method and path; what the dialog sent is kept. */
function answer(answers: Record<string, unknown>) {
  const sent: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    sent.push(`${init.method} ${url}`);
    const body = answers[`${init.method} ${url}`];
    return { ok: body !== undefined, status: body === undefined ? 404 : 200, statusText: '', text: async () => JSON.stringify(body ?? {}) } as Response;
  }) as unknown as typeof fetch;
  return sent;
}

/** The dialog open on `data`, once the session check has answered. */
async function show(request: PrivacyRequestWithHistory, data: PersonalData, notify = jest.fn()) {
  const shown = await act(async () =>
    renderWithPlatform(
      <SessionProvider>
        <PersonalDataDialog request={request} open onClose={jest.fn()} />
      </SessionProvider>,
      { fallback: { [`/api/privacy-requests/${request.id}/personal-data`]: data }, notify },
    ),
  );
  return { ...shown, dialog: screen.getByRole('dialog', { name: "This person's data" }) };
}

afterEach(() => jest.restoreAllMocks());

describe("This person's data", () => {
  it('lists the contact messages and privacy requests of the address, and says that download and consent records hold no e-mail', async () => {
    answer({ 'GET /api/auth/session': { authenticated: true } });
    const { dialog } = await show(aRequest(), dataOf(aRequest(), 'deletion'));
    expect(screen.getByRole('heading', { name: '2 contact messages' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Scanner driver still missing (Sam Taylor)');
    expect(screen.getByRole('heading', { name: '1 privacy request' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('PR-2026-000007: Right to Delete my data, received');
    expect(dialog).toHaveTextContent(WITHOUT_EMAIL);
  });

  it('deletes the data of a deletion request once the operator confirms, and sends nothing when they do not', async () => {
    const request = aRequest();
    const sent = answer({
      'GET /api/auth/session': { authenticated: true },
      'POST /api/privacy-requests/7/personal-data/deletion': request,
      'GET /api/privacy-requests/7/personal-data': { ...dataOf(request, 'deletion'), contactMessages: [] },
    });
    const notify = jest.fn();
    await show(request, dataOf(request, 'deletion'), notify);
    expect(screen.queryByRole('button', { name: 'Export as JSON' })).toBeNull();
    const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false);
    fireEvent.click(screen.getByRole('button', { name: 'Delete this data' }));
    expect(confirm).toHaveBeenCalledWith(
      'Delete the 2 contact messages of sam@example.com? The privacy requests are kept, as the law requires. This cannot be undone.',
    );
    expect(sent).not.toContain('POST /api/privacy-requests/7/personal-data/deletion');

    confirm.mockReturnValueOnce(true);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Delete this data' })));
    expect(sent).toContain('POST /api/privacy-requests/7/personal-data/deletion');
    expect(notify).toHaveBeenCalledWith({ title: 'Data deleted', description: 'PR-2026-000007: 2 contact messages deleted, and the history says so.' });
    expect(await screen.findByRole('heading', { name: '0 contact messages' })).toBeInTheDocument();
  });

  it('offers Export as JSON for a request to know, and neither step once the request is closed', async () => {
    answer({ 'GET /api/auth/session': { authenticated: true } });
    const access = aRequest({ requestType: 'know' });
    const { unmount } = await show(access, dataOf(access, 'export'));
    expect(screen.getByRole('button', { name: 'Export as JSON' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete this data' })).toBeNull();
    unmount();
    const closed = aRequest({ status: 'completed' });
    await show(closed, dataOf(closed, 'deletion'));
    expect(screen.queryByRole('button', { name: /Export as JSON|Delete this data/ })).toBeNull();
    expect(screen.getByText('This request is completed: its data is no longer exported or deleted here.')).toBeInTheDocument();
  });
});
