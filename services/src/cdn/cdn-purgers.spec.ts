import { CLOUDFLARE_TAGS_PER_REQUEST, CloudflarePurger, FASTLY_KEYS_PER_REQUEST, FastlyPurger, NO_CDN } from './cdn-purgers';

/** Every request the purgers make, answered `status` with `body`. */
function recordFetch(status = 200, body = '{"success":true}') {
  const calls: Array<{ url: string; method?: string; headers: Record<string, string>; body?: string }> = [];
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (url, init) => {
    calls.push({ url: String(url), method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body as string | undefined });
    return new Response(body, { status });
  });
  return calls;
}

const keys = (n: number) => Array.from({ length: n }, (_, i) => `driver-${1000 + i}`);

afterEach(() => jest.restoreAllMocks());

describe('the Fastly purger', () => {
  const fastly = new FastlyPurger({ provider: 'fastly', serviceId: 'SU1Z0isxPaozGVKXdv0eY', token: 'fastly-token', apiUrl: 'https://api.fastly.com' });

  it('posts the keys space-separated in Surrogate-Key to the service, with the token in Fastly-Key', async () => {
    const calls = recordFetch(200, '{"driver-1":"108-1391560174-974124"}');
    await fastly.purge(['driver-1', 'catalogue']);
    expect(calls).toEqual([
      {
        url: 'https://api.fastly.com/service/SU1Z0isxPaozGVKXdv0eY/purge',
        method: 'POST',
        headers: { 'Fastly-Key': 'fastly-token', 'Surrogate-Key': 'driver-1 catalogue', Accept: 'application/json' },
        body: undefined,
      },
    ]);
  });

  it(`sends at most ${FASTLY_KEYS_PER_REQUEST} keys a request`, async () => {
    const calls = recordFetch();
    await fastly.purge(keys(FASTLY_KEYS_PER_REQUEST + 1));
    expect(calls.map((call) => call.headers['Surrogate-Key'].split(' ').length)).toEqual([FASTLY_KEYS_PER_REQUEST, 1]);
  });

  it('fails on an answer other than 2xx, naming it', async () => {
    recordFetch(401, '{"msg":"Provided credentials are missing or invalid"}');
    await expect(fastly.purge(['catalogue'])).rejects.toThrow('Fastly answered the purge with HTTP 401: {"msg":"Provided credentials');
  });
});

describe('the Cloudflare purger', () => {
  const cloudflare = new CloudflarePurger({
    provider: 'cloudflare',
    zoneId: '023e105f4ecef8ad9ca31a8372d0c353',
    token: 'cf-token',
    apiUrl: 'https://api.cloudflare.com/client/v4',
  });

  it("posts the tags as JSON to the zone's purge_cache, with the token as a bearer", async () => {
    const calls = recordFetch();
    await cloudflare.purge(['driver-1', 'catalogue']);
    expect(calls).toEqual([
      {
        url: 'https://api.cloudflare.com/client/v4/zones/023e105f4ecef8ad9ca31a8372d0c353/purge_cache',
        method: 'POST',
        headers: { Authorization: 'Bearer cf-token', 'Content-Type': 'application/json', Accept: 'application/json' },
        body: '{"tags":["driver-1","catalogue"]}',
      },
    ]);
  });

  it(`sends at most ${CLOUDFLARE_TAGS_PER_REQUEST} tags a request`, async () => {
    const calls = recordFetch();
    await cloudflare.purge(keys(2 * CLOUDFLARE_TAGS_PER_REQUEST + 1));
    expect(calls.map((call) => (JSON.parse(call.body!) as { tags: string[] }).tags.length)).toEqual([
      CLOUDFLARE_TAGS_PER_REQUEST,
      CLOUDFLARE_TAGS_PER_REQUEST,
      1,
    ]);
  });

  it('fails on an answer that says it did not succeed, or on an HTTP error', async () => {
    recordFetch(200, '{"success":false,"errors":[{"code":1134,"message":"Too many tags"}]}');
    await expect(cloudflare.purge(['catalogue'])).rejects.toThrow('Cloudflare refused the purge');
    jest.restoreAllMocks();
    recordFetch(500, 'upstream trouble');
    await expect(cloudflare.purge(['catalogue'])).rejects.toThrow('Cloudflare answered the purge with HTTP 500: upstream trouble');
  });
});

describe('without a CDN', () => {
  it('nothing is sent', async () => {
    const calls = recordFetch();
    await NO_CDN.purge(['catalogue']);
    expect(calls).toEqual([]);
  });
});
