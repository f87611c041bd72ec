/** The CDN in front of the gateway whose cache the service purges on every change (CDN_PURGE); none when unset. */
export type CdnSettings =
  { provider: 'fastly'; serviceId: string; token: string; apiUrl: string } | { provider: 'cloudflare'; zoneId: string; token: string; apiUrl: string };

const API_URLS = { fastly: 'https://api.fastly.com', cloudflare: 'https://api.cloudflare.com/client/v4' };
/** What each CDN needs besides CDN_PURGE: its service or zone, and an API token (a secret: from the environment only). */
const NEEDS = { fastly: ['FASTLY_SERVICE_ID', 'FASTLY_API_TOKEN'], cloudflare: ['CLOUDFLARE_ZONE_ID', 'CLOUDFLARE_API_TOKEN'] } as const;

/**
 * CDN_PURGE (`fastly`, `cloudflare`, or unset for no CDN), its CDN's settings and CDN_API_URL (another address for its
 * API, such as a stand-in); an incomplete or contradictory setting is refused, so that a CDN is never silently left unpurged.
 */
export function readCdnSettings(env: NodeJS.ProcessEnv): CdnSettings | undefined {
  const provider = env.CDN_PURGE || undefined;
  if (provider === undefined) {
    const stray = [...NEEDS.fastly, ...NEEDS.cloudflare, 'CDN_API_URL'].filter((name) => env[name]);
    if (stray.length)
      throw new Error(`${stray.join(', ')} ${stray.length > 1 ? 'are' : 'is'} set but CDN_PURGE is not: set CDN_PURGE=fastly or cloudflare, or unset them.`);
    return undefined;
  }
  if (provider !== 'fastly' && provider !== 'cloudflare') throw new Error(`CDN_PURGE must be fastly or cloudflare (or unset, for no CDN); got "${provider}".`);
  const missing = NEEDS[provider].filter((name) => !env[name]);
  if (missing.length) throw new Error(`CDN_PURGE=${provider} needs ${missing.join(' and ')}.`);
  const apiUrl = (env.CDN_API_URL || API_URLS[provider]).replace(/\/+$/, '');
  if (!/^https?:\/\/[^/]/.test(apiUrl)) throw new Error(`CDN_API_URL must be an http(s) address; got "${env.CDN_API_URL}".`);
  const [id, token] = NEEDS[provider].map((name) => env[name]!);
  return provider === 'fastly' ? { provider, serviceId: id, token, apiUrl } : { provider, zoneId: id, token, apiUrl };
}
