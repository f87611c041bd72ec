/** @jest-environment node */
import { REMOTE_REPORTS_PATH, type RemoteListEntry, type RemoteReport } from '@driveratlas/site-contracts';
import { arrivedBefore, eventually } from '@driveratlas/testing';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The reports a real HTTP server received, by path, as the service would. */
let server: Server;
let received: Array<{ path: string; type: string; body: RemoteReport }>;
let answer = 202;
const realFetch = globalThis.fetch;
let pageFetch: typeof fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString()));
    request.on('end', () => {
      received.push({ path: request.url!, type: request.headers['content-type']!, body: JSON.parse(body) as RemoteReport });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // The page's fetch resolves its paths against the page's origin: here, the test's server.
  pageFetch = (url, init) => realFetch(`${origin}${String(url)}`, init);
  globalThis.fetch = pageFetch;
});
afterAll(async () => {
  globalThis.fetch = realFetch;
  await new Promise((resolve) => server.close(resolve));
});

/** A fresh page load: the module's memory of what it told is new. */
async function pageLoad() {
  received = [];
  answer = 202;
  jest.resetModules();
  return {
    ...(await import('./remote-report')),
    ...(await import('./remote-registry')),
    LoadError: (await import('../runtime-plugin/load-error')).RemoteLoadError,
  };
}

const entry = (release?: string, canary?: boolean): RemoteListEntry => ({
  name: 'legal',
  entry: '/remotes/legal/mf-manifest.json',
  title: 'the legal pages',
  paths: ['/privacy-policy'],
  release,
  canary,
});

describe("the shell's remote reports", () => {
  it('names each kind by what the region caught', async () => {
    const { reportKind, LoadError } = await pageLoad();
    expect([reportKind(), reportKind(new LoadError('legal/routes')), reportKind(new TypeError('x is undefined'))]).toEqual([
      'loaded',
      'load-failed',
      'render-failed',
    ]);
  });

  it('posts the remote, its release and the kind, once per page load for each', async () => {
    const { sendRemoteReport, LoadError } = await pageLoad();
    const canary = entry('1.3.0-0123456789ab', true);
    sendRemoteReport(canary);
    sendRemoteReport(canary);
    sendRemoteReport(canary, new LoadError('legal/routes'));
    sendRemoteReport(canary, new LoadError('legal/routes'));
    sendRemoteReport(canary, new Error('Cannot read properties of undefined'));
    await eventually(async () => expect(received).toHaveLength(3));
    expect(received.map((r) => r.body.kind).sort()).toEqual(['load-failed', 'loaded', 'render-failed']);
    expect(received[0]).toEqual({
      path: REMOTE_REPORTS_PATH,
      type: 'application/json',
      body: { remote: 'legal', release: '1.3.0-0123456789ab', kind: expect.any(String) },
    });

    const { sendRemoteReport: nextPage } = await pageLoad();
    nextPage(canary);
    await eventually(async () => expect(received.map((r) => r.body.kind)).toEqual(['loaded']));
  });

  it('goes on without a word when the service refuses the report or cannot be reached', async () => {
    const { sendRemoteReport, LoadError } = await pageLoad();
    answer = 500;
    sendRemoteReport(entry('1.3.0-0123456789ab'), new Error('boom'));
    await eventually(async () => expect(received).toHaveLength(1));
    globalThis.fetch = () => Promise.reject(new TypeError('Failed to fetch'));
    try {
      expect(() => sendRemoteReport(entry('1.3.0-0123456789ab'), new LoadError('legal/routes'))).not.toThrow();
      // Jest fails the test on a rejection no one handled while it ran (a listener of the test's own hears none: the test
      // has a process object of its own), and Node tells those at the end of the event loop's turn they came in.
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      globalThis.fetch = pageFetch;
    }
  });

  it('reports only remotes served from the release registry, and the loads of a canary only', async () => {
    const { reportRemote, registerRemoteEntries, LoadError } = await pageLoad();
    (await import('@module-federation/enhanced/runtime')).init({ name: 'shell', remotes: [] });
    const admin = { ...entry('4.0.0-bbbbbbbbbbbb', true), name: 'admin' };
    registerRemoteEntries([{ ...entry(), name: 'catalog' }, { ...entry('2.0.0-aaaaaaaaaaaa'), name: 'printers' }, entry('1.3.0-0123456789ab', true), admin]);
    // The reports the page sent, in the order it sent them.
    const sent: RemoteReport[] = [];
    globalThis.fetch = (url, init) => {
      sent.push(JSON.parse(String(init?.body)) as RemoteReport);
      return pageFetch(url, init);
    };
    try {
      for (const remote of ['catalog', 'printers', 'legal']) {
        reportRemote(remote);
        reportRemote(remote, new LoadError(`${remote}/routes`));
      }
      // A later remote's load, reported the same way: any other report of those before would be sent before it.
      reportRemote('admin');
      const before = await arrivedBefore(
        () => sent,
        (report) => report.remote === 'admin',
      );
      expect(before.sort((a, b) => `${a.remote}${a.kind}`.localeCompare(`${b.remote}${b.kind}`))).toEqual([
        { remote: 'legal', release: '1.3.0-0123456789ab', kind: 'load-failed' },
        { remote: 'legal', release: '1.3.0-0123456789ab', kind: 'loaded' },
        { remote: 'printers', release: '2.0.0-aaaaaaaaaaaa', kind: 'load-failed' },
      ]);
    } finally {
      globalThis.fetch = pageFetch;
    }
    // And the service received what was sent.
    await eventually(async () => expect(received.map((r) => r.body)).toEqual(expect.arrayContaining(sent)));
    expect(received).toHaveLength(sent.length);
  });
});
