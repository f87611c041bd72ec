import { guardedFetch, type GuardedFetch } from '../outgoing-http/guarded-agent';
import { hostOf, type HostResolver, namesThisMachine } from '../outgoing-http/host-resolver';
import type { CdnSettings } from './cdn-settings';

/** Purges the answers a CDN filed under any of `keys`; resolves once the CDN accepted every key, else rejects. */
export interface CdnPurger {
  purge(keys: string[], signal?: AbortSignal): Promise<void>;
}

/** A CDN's API that has not answered within this time has failed the purge (it is tried again). */
const TIMEOUT_MS = 10_000;

/** Fastly's purge by surrogate key: up to 256 keys a request, in the `Surrogate-Key` header, the token in `Fastly-Key`. */
export const FASTLY_KEYS_PER_REQUEST = 256;
/** Cloudflare's purge by cache tag: up to 100 tags a request (each tag one operation of the request's limit). */
export const CLOUDFLARE_TAGS_PER_REQUEST = 100;

/** Fastly: `POST {api}/service/{service id}/purge` with `Surrogate-Key: k1 k2 …` (a hard purge: the next request refetches). */
export class FastlyPurger implements CdnPurger {
  constructor(
    private readonly settings: Extract<CdnSettings, { provider: 'fastly' }>,
    private readonly post: GuardedFetch,
  ) {}

  async purge(keys: string[], signal?: AbortSignal): Promise<void> {
    const { apiUrl, serviceId, token } = this.settings;
    for (const batch of batches(keys, FASTLY_KEYS_PER_REQUEST)) {
      await send(this.post, 'Fastly', `${apiUrl}/service/${encodeURIComponent(serviceId)}/purge`, {
        method: 'POST',
        headers: { 'Fastly-Key': token, 'Surrogate-Key': batch.join(' '), Accept: 'application/json' },
        signal,
      });
    }
  }
}

/** Cloudflare: `POST {api}/zones/{zone id}/purge_cache` with `{"tags": [...]}` and a bearer API token; its answer says `success`. */
export class CloudflarePurger implements CdnPurger {
  constructor(
    private readonly settings: Extract<CdnSettings, { provider: 'cloudflare' }>,
    private readonly post: GuardedFetch,
  ) {}

  async purge(keys: string[], signal?: AbortSignal): Promise<void> {
    const { apiUrl, zoneId, token } = this.settings;
    for (const batch of batches(keys, CLOUDFLARE_TAGS_PER_REQUEST)) {
      const answer = await send(this.post, 'Cloudflare', `${apiUrl}/zones/${encodeURIComponent(zoneId)}/purge_cache`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({ tags: batch }),
        signal,
      });
      if ((JSON.parse(answer || '{}') as { success?: boolean }).success === false) throw new Error(`Cloudflare refused the purge: ${answer.slice(0, 300)}`);
    }
  }
}

/** No CDN in front (CDN_PURGE unset): nothing is purged. */
export const NO_CDN: CdnPurger = { purge: () => Promise.resolve() };

/**
 * The purger of the configured CDN, or NO_CDN. Its requests go through the guarded agent, as every request the service
 * makes: public addresses only, and loopback only when CDN_API_URL itself names this machine (a local stand-in).
 */
export function purgerFor(settings: CdnSettings | undefined, resolver: HostResolver): CdnPurger {
  if (!settings) return NO_CDN;
  const post = guardedFetch(resolver, { allowLoopback: namesThisMachine(hostOf(new URL(settings.apiUrl))) });
  return settings.provider === 'fastly' ? new FastlyPurger(settings, post) : new CloudflarePurger(settings, post);
}

/** `keys` in groups of at most `size`. */
function batches(keys: string[], size: number): string[][] {
  const groups: string[][] = [];
  for (let i = 0; i < keys.length; i += size) groups.push(keys.slice(i, i + size));
  return groups;
}

type PurgeRequest = Omit<NonNullable<Parameters<GuardedFetch>[1]>, 'signal'> & { signal?: AbortSignal };

/** Sends one purge request; its answer's text when it is a 2xx, else an error naming the status and the start of the answer. */
async function send(post: GuardedFetch, cdn: string, url: string, { signal, ...init }: PurgeRequest): Promise<string> {
  const timeout = AbortSignal.timeout(TIMEOUT_MS);
  const res = await post(url, { ...init, redirect: 'error', signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
  const text = await res.text();
  if (!res.ok) throw new Error(`${cdn} answered the purge with HTTP ${res.status}: ${text.slice(0, 300)}`);
  return text;
}
