import { Response } from 'undici';
import { type GuardedFetch, RefusedDestination } from '../outgoing-http/guarded-agent';
import { HostResolver } from '../outgoing-http/host-resolver';
import { CLOUDFLARE_TAGS_PER_REQUEST, CloudflarePurger, FASTLY_KEYS_PER_REQUEST, FastlyPurger, NO_CDN, purgerFor } from './cdn-purgers';

type Call = { url: string; method?: string; headers: Record<string, string>; body?: string };

/** The requests the purgers make in place of the guarded fetch, answered 200 `{"success":true}` (`answer` changes it for the test). */
function recording(): { calls: Call[]; post: GuardedFetch; answer(status: number, body: string): void } {
  const calls: Call[] = [];
  let reply = { status: 200, body: '' };
  beforeEach(() => {
    calls.splice(0);
    reply = { status: 200, body: '{"success":true}' };
  });
  const post: GuardedFetch = async (url, init) => {
    calls.push({ url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body as string | undefined });
    return new Response(reply.body, { status: reply.status });
  };
  return { calls, post, answer: (status, body) => void (reply = { status, body }) };
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => `driver-${1000 + i}`);

describe('the Fastly purger', () => {
  const cdn = recording();
  const fastly = new FastlyPurger(
    { provider: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token', apiUrl: 'https://api.fastly.com' },
    cdn.post,
  );

  it('posts the keys space-separated in Surrogate-Key to the service, with the token in Fastly-Key', async () => {
    cdn.answer(200, '{"driver-1":"108-1391560174-974124"}');
    await fastly.purge(['driver-1', 'catalogue']);
    expect(cdn.calls).toEqual([
      {
        url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        method: 'POST',
        headers: { 'Fastly-Key': 'fastly-token', 'Surrogate-Key': 'driver-1 catalogue', Accept: 'application/json' },
        body: undefined,
      },
    ]);
  });

  it(`sends at most ${FASTLY_KEYS_PER_REQUEST} keys a request`, async () => {
    await fastly.purge(keys(FASTLY_KEYS_PER_REQUEST + 1));
    expect(cdn.calls.map((call) => call.headers['Surrogate-Key'].split(' ').length)).toEqual([FASTLY_KEYS_PER_REQUEST, 1]);
  });

  it('fails on an answer other than 2xx, naming it', async () => {
    cdn.answer(401, '{"msg":"Provided credentials are missing or invalid"}');
    await expect(fastly.purge(['catalogue'])).rejects.toThrow('Fastly answered the purge with HTTP 401: {"msg":"Provided credentials');
  });
});

describe('the Cloudflare purger', () => {
  const cdn = recording();
  const cloudflare = new CloudflarePurger(
    { provider: 'cloudflare', zoneId: '023e105f4ecef8ad9ca31a8372d0c353', token: 'cf-token', apiUrl: 'https://api.cloudflare.com/client/v4' },
    cdn.post,
  );

  it("posts the tags as JSON to the zone's purge_cache, with the token as a bearer", async () => {
    await cloudflare.purge(['driver-1', 'catalogue']);
    expect(cdn.calls).toEqual([
      {
        url: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
        method: 'POST',
        headers: { Authorization: 'Bearer cf-token', 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{"tags":["driver-1","catalogue"]}',
      },
    ]);
  });

  it(`sends at most ${CLOUDFLARE_TAGS_PER_REQUEST} tags a request`, async () => {
    await cloudflare.purge(keys(2 * CLOUDFLARE_TAGS_PER_REQUEST + 1));
    expect(cdn.calls.map((call) => (JSON.parse(call.body!) as { tags: string[] }).tags.length)).toEqual([
      CLOUDFLARE_TAGS_PER_REQUEST,
      CLOUDFLARE_TAGS_PER_REQUEST,
      1,
    ]);
  });

  it('fails on an answer that says it did not succeed, or on an HTTP error', async () => {
    cdn.answer(200, '{"success":false,"errors":[{"code":1134,"message":"Too many tags"}]}');
    await expect(cloudflare.purge(['catalogue'])).rejects.toThrow('Cloudflare refused the purge');
    cdn.answer(500, 'upstream trouble');
    await expect(cloudflare.purge(['catalogue'])).rejects.toThrow('Cloudflare answered the purge with HTTP 500: upstream trouble');
  });
});

describe('without a CDN', () => {
  it('nothing is sent', async () => {
    const fetching = jest.spyOn(globalThis, 'fetch');
    await NO_CDN.purge(['catalogue']);
    expect(fetching).not.toHaveBeenCalled();
    fetching.mockRestore();
  });
});

describe('the purger of the settings', () => {
  it('connects through the guarded agent: a CDN_API_URL on a private, link-local or NAT64 loopback address, or over http off loopback, is refused', async () => {
    for (const apiUrl of ['https://10.0.0.5', 'https://169.254.169.254/v1', 'https://[64:ff9b::7f00:1]', 'http://93.184.215.14']) {
      const purger = purgerFor({ provider: 'fastly', serviceId: 'svc', token: 'tok', apiUrl }, new HostResolver(['127.0.0.1:9']));
      await expect(purger.purge(['catalogue'])).rejects.toMatchObject({ cause: expect.any(RefusedDestination) });
    }
  });
});
