import { type ApiClient, createApiClient, createInternalApiClient, type InternalApiClient } from '@driveratlas/api-client';
import type { ServiceAnswer } from './public-read-cache';

/**
 * The gateway's calls to the service, each through the clients generated from the service's OpenAPI documents
 * (`@driveratlas/api-client`: the public one and the internal one), typed by them: the one module of the gateway that
 * names the service's paths (a lint rule keeps them here). What the gateway passes on of a visitor's request (the API
 * it proxies, the reads a page asks for, a form's action) is the path the visitor or the page asked for, not its own.
 */

/** Where the service's public API is: the gateway proxies it at the same path. */
export const API_PREFIX = '/api';

/** A refusal or failure of the service, as the gateway's answers say it (errors.ts). */
export type ServiceFailure = Error & { status?: number; retryAfter?: string; body?: string };

const failure = (response: Response, body: unknown): ServiceFailure =>
  Object.assign(new Error(`the service answered ${response.status}`), {
    status: response.status,
    retryAfter: response.headers.get('retry-after') ?? undefined,
    body: JSON.stringify(body ?? null),
  });

/** Each request within `timeoutMs` (at least 1 ms). */
const within = (timeoutMs: number) => AbortSignal.timeout(Math.max(1, timeoutMs));

/** The partner keys' quotas and usage: what the gateway counts requests against. */
export class PartnerKeysClient {
  private readonly internal: InternalApiClient;

  constructor(serviceUrl: string) {
    this.internal = createInternalApiClient({ baseUrl: serviceUrl });
  }

  /** The live key whose secret has this SHA-256 (its id and quota), or null; throws when the service does not answer in time. */
  async quota(sha256: string, timeoutMs: number): Promise<{ id: number; quotaPerMinute: number } | null> {
    const { data, error, response } = await this.internal.GET('/internal/partner-keys/{sha256}', { params: { path: { sha256 } }, signal: within(timeoutMs) });
    if (response.status === 404) return null;
    if (!data) throw failure(response, error);
    return data;
  }

  /** Adds counts of keys' requests to the service's; throws when it does not take them. */
  async addUsage(counts: Array<{ sha256: string; day: string; requests: number; lastUsedAt: string }>, timeoutMs: number): Promise<void> {
    const { error, response } = await this.internal.POST('/internal/partner-keys/usage', { body: { counts }, signal: within(timeoutMs) });
    if (!response.ok) throw failure(response, error);
  }
}

/** An address of the site that a sitemap lists, as the service or a remote says it. */
export interface SitemapAddress {
  path: string;
  lastModified?: string;
}

/**
 * The service's public reads the gateway makes for itself (the catalogue's sitemap files, the remotes' live releases),
 * read as the pages read the API: through the gateway's kept public reads (`read`), so a crowd is answered from memory
 * until the service announces a change.
 */
export class ServiceReads {
  constructor(
    private readonly serviceUrl: string,
    private readonly read: (path: string, requestId: string, timeoutMs: number) => Promise<ServiceAnswer>,
  ) {}

  /** The remotes' live releases; null from a service without a release registry (404). */
  async liveReleases(requestId: string, timeoutMs: number): Promise<{ remotes: unknown[] } | null> {
    const { data, error, response } = await this.client(requestId, timeoutMs).GET('/api/remote-releases');
    if (response.status === 404) return null;
    if (!data) throw failure(response, error);
    return data;
  }

  /** The names of the catalogue's sitemap files. */
  async sitemapFiles(requestId: string, timeoutMs: number): Promise<string[]> {
    const { data, error, response } = await this.client(requestId, timeoutMs).GET('/api/sitemap/files');
    if (!data) throw failure(response, error);
    return data.files;
  }

  /** The addresses one sitemap file lists; undefined for a name that is no file. */
  async sitemapFile(name: string, requestId: string, timeoutMs: number): Promise<SitemapAddress[] | undefined> {
    const { data, error, response } = await this.client(requestId, timeoutMs).GET('/api/sitemap/files/{name}', { params: { path: { name } } });
    if (response.status === 404) return undefined;
    if (!data) throw failure(response, error);
    return data.addresses;
  }

  private client(requestId: string, timeoutMs: number): ApiClient {
    return createApiClient({
      baseUrl: this.serviceUrl,
      fetch: async (request) => {
        const { pathname, search } = new URL(request.url);
        const answer = await this.read(`${pathname}${search}`, requestId, timeoutMs);
        const headers = Object.entries(answer.headers).flatMap(([name, value]) => [value ?? []].flat().map((one): [string, string] => [name, String(one)]));
        return new Response(new Uint8Array(answer.body), { status: answer.status, headers });
      },
    });
  }
}

/**
 * The client a form's action reaches the service with: as the visitor's script would through the gateway (the request's
 * id, the visitor's address and protocol as the gateway believes them, their Global Privacy Control signal), no cookie,
 * each request within `timeoutMs`.
 */
export function visitorApiClient(
  serviceUrl: string,
  visitor: { requestId: string; ip: string; host: string; protocol: string; gpc: boolean },
  timeoutMs: number,
): ApiClient {
  return createApiClient({
    baseUrl: serviceUrl,
    headers: {
      accept: 'application/json',
      'x-request-id': visitor.requestId,
      'x-forwarded-for': visitor.ip,
      'x-forwarded-host': visitor.host,
      'x-forwarded-proto': visitor.protocol,
      ...(visitor.gpc ? { 'sec-gpc': '1' } : {}),
    },
    fetch: (request) => fetch(request, { signal: within(timeoutMs) }),
  });
}
