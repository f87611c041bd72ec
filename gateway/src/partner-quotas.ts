import type { PublicReadChange } from '@driveratlas/site-contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { createHash } from 'node:crypto';
import { timeLeft } from './deadline';
import { errorBody, RETRY_AFTER_SECONDS } from './errors';
import { PartnerUsage } from './partner-usage';
import { RateLimitState, setRateLimitHeaders } from './rate-limit-headers';
import { RequestCounter, Taken, WINDOW_MS } from './request-counter';
import type { PartnerKeysClient } from './service-client';

type PartnerKeyQuota = NonNullable<Awaited<ReturnType<PartnerKeysClient['quota']>>>;

/** Who a request to /api is counted against: its API key, or its address. */
interface Counted {
  identity: string;
  policy: string;
  quota: number;
  /** The key's hash, for its usage. */
  sha256?: string;
  /** The unit the request took of its quota. */
  taken?: Taken;
}

const COUNTED = Symbol('counted');
type WithCounted = FastifyRequest & { [COUNTED]?: Counted };

/** The API key a request presents (`Authorization: Bearer dak_…` or `X-Api-Key`); a release token (`drt_…`) is none. */
export function presentedKey(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
  if (bearer?.startsWith('dak_')) return bearer;
  const header = request.headers['x-api-key'];
  return typeof header === 'string' && header.trim() ? header.trim() : undefined;
}

/**
 * What the gateway learnt from the service of API keys (by the SHA-256 of their secrets): each key's id and quota, or
 * that none is live. Kept only while the service's changes are heard, and forgotten at every change it announces (the
 * keys' table announces its writes). With Redis, a gateway that passes on the operator's change also moves a number
 * there that every gateway reads before a keyed request, so a key revoked or a quota changed holds at once on each,
 * before the change's notice reaches it.
 */
export class PartnerKeyDirectory {
  private readonly known = new Map<string, Promise<PartnerKeyQuota | null>>();
  private serving = false;
  /** The number in Redis when `known` was last emptied for it. */
  private generation?: string | null;

  constructor(
    private readonly service: Pick<PartnerKeysClient, 'quota'>,
    private readonly shared?: { redis: Redis; key: string },
  ) {}

  /** What the service's stream of changes says (ServiceChanges): whether keys may be kept now; what was kept is forgotten. */
  applyChange({ serving }: PublicReadChange): void {
    this.serving = serving;
    this.forget();
  }

  forget(): void {
    this.known.clear();
  }

  /**
   * The operator changed something through this gateway: it forgets now, and every other one before its next keyed
   * request. The command is written to Redis here, before the change's answer goes out, so a gateway asked after that
   * answer reads the moved number; while Redis does not answer, the notices alone.
   */
  changed(): void {
    this.forget();
    this.shared?.redis.incr(this.shared.key).catch(() => undefined);
  }

  /** The live key with this hash, or null; throws when the service does not answer within `timeoutMs`. */
  async find(sha256: string, timeoutMs: number): Promise<PartnerKeyQuota | null> {
    await this.catchUp();
    const kept = this.known.get(sha256);
    if (kept) return kept;
    const asked = this.service.quota(sha256, timeoutMs);
    if (this.serving) {
      this.known.set(sha256, asked);
      asked.catch(() => this.known.get(sha256) === asked && this.known.delete(sha256));
    }
    return asked;
  }

  /** Forgets what was learnt before another gateway passed on a change; while Redis does not answer, the notices alone. */
  private async catchUp(): Promise<void> {
    if (!this.shared) return;
    const now = await this.shared.redis.get(this.shared.key).catch(() => undefined);
    if (now === undefined || now === this.generation) return;
    this.generation = now;
    this.forget();
  }
}

export interface ApiQuotaOptions {
  rateLimitPerMinute: number;
  /** The time a request has to be answered in (UPSTREAM_TIMEOUT_MS), checking its key included. */
  timeoutMs: number;
  counter: RequestCounter;
  keys: PartnerKeyDirectory;
  usage: PartnerUsage;
}

const state = (counter: RequestCounter, counted: Counted, count: number): RateLimitState => ({
  policy: counted.policy,
  quota: counted.quota,
  windowSeconds: WINDOW_MS / 1000,
  remaining: counted.quota - count,
  resetSeconds: counter.window().resetSeconds,
});

/**
 * Counts the requests to the API routes of `scope`: a request with an API key against the key's own quota (policy
 * "partner"), any other against its address's, RATE_LIMIT_PER_MINUTE (policy "default"). A request takes its unit as
 * it arrives (RequestCounter.take: at most the quota pass however many arrive together) and gives it back when its
 * answer does not count: a 304 (a conditional request whose answer the client holds) or a 503. So what the operator
 * sees of a key's use is what was answered. An unknown or revoked key is answered 401 (counted against the address,
 * never served by its quota). Every answer carries RateLimit-Policy and RateLimit; a 429 carries Retry-After.
 */
export function registerApiQuotas(scope: FastifyInstance, options: ApiQuotaOptions): void {
  const { counter, keys, usage } = options;
  const byAddress = (request: FastifyRequest): Counted => ({ identity: `address:${request.ip}`, policy: 'default', quota: options.rateLimitPerMinute });

  scope.addHook('onRequest', async (request: WithCounted, reply: FastifyReply) => {
    const secret = presentedKey(request);
    let key: PartnerKeyQuota | null = null;
    const sha256 = secret && createHash('sha256').update(secret).digest('hex');
    if (sha256) {
      try {
        key = /^dak_[\w-]{43}$/.test(secret) ? await keys.find(sha256, timeLeft(reply, options.timeoutMs)) : null;
      } catch (error) {
        request.log.warn({ err: error }, 'the API key could not be checked');
        reply.header('Retry-After', String(RETRY_AFTER_SECONDS));
        return reply.code(503).send(errorBody(503, 'The API key could not be checked. Please try again shortly.'));
      }
    }
    const counted: Counted = key ? { identity: `key:${sha256}`, policy: 'partner', quota: key.quotaPerMinute, sha256 } : byAddress(request);
    const taken = await counter.take(counted.identity, counted.quota);
    // Refused as a key, whatever the address's count: never served by the address's quota.
    if (sha256 && !key) {
      request[COUNTED] = { ...counted, taken };
      return reply.code(401).send(errorBody(401, 'This API key is unknown or was revoked.'));
    }
    if (!taken.allowed) {
      const now = state(counter, counted, taken.count);
      setRateLimitHeaders(reply, now, true);
      return reply.code(429).send(errorBody(429, `Too many requests: at most ${counted.quota} a minute. Try again in ${now.resetSeconds} seconds.`));
    }
    request[COUNTED] = { ...counted, taken };
  });

  scope.addHook('onSend', async (request: WithCounted, reply: FastifyReply, payload) => {
    const counted = request[COUNTED];
    if (!counted?.taken) return payload;
    const status = reply.statusCode;
    const counts = status !== 304 && status !== 503;
    const count = counts ? counted.taken.count : await counter.giveBack(counted.taken);
    if (counts && counted.sha256) usage.add(counted.sha256);
    setRateLimitHeaders(reply, state(counter, counted, count));
    return payload;
  });
}
