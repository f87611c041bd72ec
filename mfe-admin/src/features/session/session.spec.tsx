import { renderWithPlatform } from '@driveratlas/testing/web/render';
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { SessionProvider, useSession } from './session';

type Answer = { status: number; body?: unknown };

/** The service: each request takes the next answer queued for its method and path, now or when the test gives it. */
function service() {
  const queued = new Map<string, Array<Answer | Promise<Answer>>>();
  const sent: string[] = [];
  globalThis.fetch = jest.fn(async (url: string, init: RequestInit) => {
    const key = `${init.method} ${url}`;
    sent.push(key);
    const { status, body } = await (queued.get(key)?.shift() ?? { status: 404 });
    return { ok: status < 300, status, statusText: '', text: async () => JSON.stringify(body ?? {}) } as Response;
  }) as unknown as typeof fetch;
  const queue = (key: string, answer: Answer | Promise<Answer>) => queued.set(key, [...(queued.get(key) ?? []), answer]);
  /** An answer the test gives later. */
  const held = (key: string) => {
    let give!: (answer: Answer) => void;
    queue(key, new Promise<Answer>((resolve) => (give = resolve)));
    return (answer: Answer) => act(async () => give(answer));
  };
  return { queue, held, sent };
}

/** The session's status, and buttons that ask the admin API or sign in, each showing what it got. */
function Probe() {
  const { status, request, signIn } = useSession();
  const [got, setGot] = useState<string[]>([]);
  const ask = (method: string, url: string) =>
    request(method, url).then(
      (body) => setGot((now) => [...now, `${method} ${url}: ${JSON.stringify(body)}`]),
      (error: Error) => setGot((now) => [...now, `${method} ${url}: ${error.message}`]),
    );
  return (
    <>
      <p>Status: {status}</p>
      <button onClick={() => ask('GET', '/api/admin/drivers')}>Read</button>
      <button onClick={() => ask('POST', '/api/admin/drivers')}>Write</button>
      <button onClick={() => signIn('password')}>Sign in</button>
      <ul>
        {got.map((line, i) => (
          <li key={`${i} ${line}`}>{line}</li>
        ))}
      </ul>
    </>
  );
}

async function signedIn() {
  const api = service();
  api.queue('GET /api/auth/session', { status: 200, body: { authenticated: true, expiresAt: '2026-11-26T12:00:00.000Z' } });
  await act(async () => renderWithPlatform(<SessionProvider children={<Probe />} />));
  expect(screen.getByText('Status: signed-in')).toBeInTheDocument();
  return api;
}

const click = (name: string) => act(async () => fireEvent.click(screen.getByRole('button', { name })));

afterEach(() => jest.restoreAllMocks());

describe('the operator’s session', () => {
  it('ends when the admin API answers 401, and is signed in again', async () => {
    const api = await signedIn();
    api.queue('GET /api/admin/drivers', { status: 401 });
    await click('Read');
    expect(screen.getByText('Status: expired')).toBeInTheDocument();
    api.queue('POST /api/auth/login', { status: 200, body: { authenticated: true } });
    await click('Sign in');
    expect(screen.getByText('Status: signed-in')).toBeInTheDocument();
  });

  it('stays signed in when a read sent before the new sign-in is answered 401 after it, and asks that read again', async () => {
    const api = await signedIn();
    const answerOldRead = api.held('GET /api/admin/drivers');
    await click('Read');
    api.queue('POST /api/admin/drivers', { status: 401 });
    await click('Write');
    expect(screen.getByText('Status: expired')).toBeInTheDocument();
    api.queue('POST /api/auth/login', { status: 200, body: { authenticated: true } });
    await click('Sign in');

    api.queue('GET /api/admin/drivers', { status: 200, body: ['asked again'] });
    await answerOldRead({ status: 401 });
    expect(screen.getByText('Status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('GET /api/admin/drivers: ["asked again"]')).toBeInTheDocument();
    expect(api.sent.filter((key) => key === 'GET /api/admin/drivers')).toHaveLength(2);
  });

  it('does not send a write again when its 401 comes after the new sign-in, and stays signed in', async () => {
    const api = await signedIn();
    const answerOldWrite = api.held('POST /api/admin/drivers');
    await click('Write');
    api.queue('GET /api/admin/drivers', { status: 401 });
    await click('Read');
    api.queue('POST /api/auth/login', { status: 200, body: { authenticated: true } });
    await click('Sign in');

    await answerOldWrite({ status: 401 });
    expect(screen.getByText('Status: signed-in')).toBeInTheDocument();
    expect(api.sent.filter((key) => key === 'POST /api/admin/drivers')).toHaveLength(1);
  });

  it('ends again when a request sent after the new sign-in is answered 401', async () => {
    const api = await signedIn();
    api.queue('GET /api/admin/drivers', { status: 401 });
    await click('Read');
    api.queue('POST /api/auth/login', { status: 200, body: { authenticated: true } });
    await click('Sign in');
    api.queue('GET /api/admin/drivers', { status: 401 });
    await click('Read');
    expect(screen.getByText('Status: expired')).toBeInTheDocument();
  });
});
