import { cacheKey, carriesSession, DATABASE_POSITION_HEADER, laterPosition, matchesEntityTag, type PublicReadChange } from '@driveratlas/site-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { setTimeout as delay } from 'node:timers/promises';
import { compress, KeptEncoding, keptEncodingFor, worthCompressing } from './encodings';

/** What an entry costs beside its body (an estimate). */
const ENTRY_OVERHEAD = 400;
/** The largest answer kept: a quarter of the memory, and never one so large that buffering it would delay it. */
const LARGEST_ANSWER = 1024 * 1024;

interface KeptAnswer {
  key: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** When it was kept, for the Age header (RFC 9111 5.1). */
  at: number;
  /** The body compressed, each encoding once, when first asked for. */
  encoded: Map<KeptEncoding, Promise<Buffer>>;
  /** What it counts for in the memory allowed: its body, its key, the compressed bodies and ENTRY_OVERHEAD. */
  cost: number;
}

/** Headers of the service's answer that are about that one exchange, not the answer: never kept. */
const NOT_KEPT = ['content-length', 'transfer-encoding', 'date', 'age', 'x-request-id', 'server-timing', 'set-cookie'];

/** What the cache reads of a request: a visitor's, or one the gateway makes itself to render a page. */
type ReadRequest = Pick<FastifyRequest, 'method' | 'url' | 'headers'>;
/** The generation a request arrived at: its answer is kept only if nothing changed while it was made. */
const ARRIVED_AT = Symbol('arrivedAt');
/** The key of the answer a request is on its way to the service for, while others asking the same wait for it. */
const FILLING = Symbol('filling');
type Arrived = ReadRequest & { [ARRIVED_AT]?: number; [FILLING]?: string };

/** An answer of the service, as the gateway's own reads get it. */
export interface ServiceAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * The one copy of the service's answers to public reads, kept in the gateway's memory so that a crowd asking the same
 * pages is answered without a second HTTP exchange: a visitor's API request and the reads of a page rendered here
 * share it (the service keeps none). An answer is kept only when the service marks it `public` with an
 * `s-maxage`, for requests without the session cookie, under its address and the request headers its `Vary` names.
 *
 * Never stale after a write: the gateway keeps answers only while it hears the service's stream of its change log
 * (PUBLIC_READ_CHANGES_PATH) and the service says it hears every change; every new change of the log empties it (an
 * admin write, a bulk load, a download's count); a write the operator makes through this gateway empties it before its
 * answer goes out; an answer whose request arrived before a change is not kept. Once the stream ends (a service
 * stopped or crashed), nothing is kept or served until it is open again; what was kept is served again only if the
 * service says no change came meanwhile (`resumed`).
 */
export class PublicReadCache {
  private readonly entries = new Map<string, KeptAnswer>();
  /** The request headers each address's answers vary by (lower case), learnt from the answers. */
  private readonly varyBy = new Map<string, string[]>();
  /** The answers on their way from the service, by key: settled once the request filling it is answered. */
  private readonly filling = new Map<string, { filled: Promise<void>; settle: () => void }>();
  private bytes = 0;
  private serving = false;
  private generation = 0;
  /** The newest database position heard of (a change's notice, a write's answer): every read asked of the service shows it. */
  private newest?: string;
  /** The id of the newest change of the log heard: what is kept shows every change up to it. */
  private lastChange?: string;

  constructor(
    private readonly serviceUrl: string,
    readonly maxBytes: number,
  ) {}

  get enabled(): boolean {
    return this.serving && this.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  /** A kept answer for the request, if any; else marks when it arrived, so that its answer may be kept. */
  lookup(request: ReadRequest): KeptAnswer | undefined {
    if (!this.cacheable(request)) return undefined;
    const found = this.entries.get(this.keyOf(request, this.varyBy.get(cacheKey(request.url)) ?? []));
    if (!found) (request as Arrived)[ARRIVED_AT] = this.generation;
    return found;
  }

  /**
   * A kept answer for the request. When another request for the same answer is on its way to the service, this one
   * waits for it first, so that a crowd asking an answer just emptied sends the service one request, not one each.
   * Undefined when none is kept: this request then asks the service, and settle(request) is told once it is answered.
   * It waits `waitMs` at most: the time it has left, of which asking the service itself takes the rest.
   */
  async find(request: ReadRequest, waitMs: number): Promise<KeptAnswer | undefined> {
    const kept = this.lookup(request);
    if (kept || !this.cacheable(request)) return kept;
    const key = this.keyOf(request, this.varyBy.get(cacheKey(request.url)) ?? []);
    const fill = this.filling.get(key);
    if (!fill) {
      let settle = () => {};
      const filled = new Promise<void>((resolve) => (settle = resolve));
      this.filling.set(key, { filled, settle });
      (request as Arrived)[FILLING] = key;
      return undefined;
    }
    await Promise.race([fill.filled, delay(waitMs, undefined, { ref: false })]);
    // Not kept after all (refused, not public, or a change meanwhile): this one asks the service.
    return this.lookup(request);
  }

  /** The request find() let fill an answer has it, kept or not: the requests waiting for it look again. */
  settle(request: ReadRequest): void {
    const key = (request as Arrived)[FILLING];
    if (key === undefined) return;
    delete (request as Arrived)[FILLING];
    this.filling.get(key)?.settle();
    this.filling.delete(key);
  }

  /**
   * Answers the request with a kept answer: 304 when If-None-Match holds its ETag; compressed as the request accepts,
   * with the compressed bytes kept too, so that a browser's request costs no more than one that takes them as they are
   * (an encoding the kept answers are not compressed into is left to @fastify/compress).
   */
  async reply(request: FastifyRequest, reply: FastifyReply, answer: KeptAnswer): Promise<FastifyReply> {
    reply.headers(answer.headers).header('age', String(Math.floor((Date.now() - answer.at) / 1000)));
    const etag = answer.headers.etag;
    const noCache = /no-cache/.test(request.headers['cache-control'] ?? '');
    if (typeof etag === 'string' && !noCache && matchesEntityTag(request.headers['if-none-match'], etag)) return reply.code(304).send();
    const encoding = worthCompressing(answer.headers['content-type'], answer.body.length) ? keptEncodingFor(request.headers) : undefined;
    // Should compressing fail, @fastify/compress compresses the answer as it does any other.
    const body = encoding && (await this.encoded(answer, encoding).catch(() => undefined));
    if (!body) return reply.code(200).send(answer.body);
    return reply.code(200).header('content-encoding', encoding).send(body);
  }

  /**
   * Answers a request that lookup() did not answer with an answer the gateway made itself (a sitemap), as it answers
   * a kept one, and keeps it as it keeps the service's.
   */
  replyWith(request: FastifyRequest, reply: FastifyReply, headers: IncomingHttpHeaders, body: Buffer): Promise<FastifyReply> {
    const answer = this.keep(request, 200, headers, body) ?? { key: '', headers, body, at: Date.now(), encoded: new Map(), cost: 0 };
    return this.reply(request, reply, answer);
  }

  /** Keeps the service's answer to a request that lookup() did not answer, if it may be kept. */
  keep(request: ReadRequest, status: number, headers: IncomingHttpHeaders, body: Buffer): KeptAnswer | undefined {
    const arrivedAt = (request as Arrived)[ARRIVED_AT];
    if (arrivedAt !== this.generation || !this.enabled || status !== 200) return;
    const control = String(headers['cache-control'] ?? '');
    if (!/\bpublic\b/.test(control) || !/\bs-maxage=/.test(control) || headers['set-cookie']) return;
    const vary = String(headers.vary ?? '')
      .split(',')
      .map((name) => name.trim().toLowerCase())
      .filter(Boolean)
      .sort();
    if (vary.includes('*')) return;
    const key = this.keyOf(request, vary);
    const cost = body.length + key.length + ENTRY_OVERHEAD;
    if (body.length > LARGEST_ANSWER || cost > this.maxBytes / 4) return;
    this.varyBy.set(cacheKey(request.url), vary);
    this.remove(key);
    const kept = Object.fromEntries(Object.entries(headers).filter(([name]) => !NOT_KEPT.includes(name)));
    const answer = { key, headers: kept, body, at: Date.now(), encoded: new Map(), cost };
    this.entries.set(key, answer);
    this.counted(cost);
    this.settle(request);
    return answer;
  }

  /** Whether the service's answer to this request may be kept: read whole first, rather than streamed on. */
  wouldKeep(request: ReadRequest, status: number): boolean {
    return status === 200 && this.enabled && (request as Arrived)[ARRIVED_AT] === this.generation;
  }

  /**
   * The service's answer to a read the gateway makes itself (a page rendered here, the sitemap), as an anonymous
   * visitor without Sec-GPC gets it: a kept answer when there is one, else the service's, kept as a visitor's would be.
   */
  async read(path: string, requestId: string, timeoutMs: number): Promise<ServiceAnswer> {
    const request: ReadRequest = { method: 'GET', url: path, headers: {} };
    // Waiting for another request's answer counts in the time this read has.
    const deadline = Date.now() + timeoutMs;
    const kept = await this.find(request, timeoutMs);
    if (kept) return { status: 200, headers: kept.headers, body: kept.body };
    try {
      const response = await fetch(`${this.serviceUrl}${path}`, {
        headers: { accept: 'application/json', 'accept-encoding': 'identity', 'x-request-id': requestId, ...this.positionHeader() },
        signal: AbortSignal.timeout(Math.max(1, deadline - Date.now())),
      });
      const answer = { status: response.status, headers: Object.fromEntries(response.headers), body: Buffer.from(await response.arrayBuffer()) };
      this.keep(request, answer.status, answer.headers, answer.body);
      return answer;
    } finally {
      this.settle(request);
    }
  }

  /** Something the public reads answer changed (or may have): nothing kept is served again. */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
    this.varyBy.clear();
    this.bytes = 0;
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.cost;
  }

  /** Counts bytes newly kept, then drops the oldest answers until what is kept fits again. */
  private counted(bytes: number): void {
    this.bytes += bytes;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
  }

  /** The answer's body in that encoding, compressed the first time it is asked for (concurrent requests share it). */
  private encoded(answer: KeptAnswer, encoding: KeptEncoding): Promise<Buffer> {
    let body = answer.encoded.get(encoding);
    if (!body) {
      body = compress(answer.body, encoding);
      answer.encoded.set(encoding, body);
      body.then(
        (compressed) => {
          // Counted only while the answer is still kept (not dropped or emptied meanwhile).
          if (this.entries.get(answer.key) !== answer) return;
          answer.cost += compressed.length;
          this.counted(compressed.length);
        },
        () => answer.encoded.delete(encoding),
      );
    }
    return body;
  }

  private cacheable(request: ReadRequest): boolean {
    return this.enabled && request.method === 'GET' && !carriesSession(request.headers.cookie) && !request.headers.authorization;
  }

  private keyOf(request: ReadRequest, vary: readonly string[]): string {
    const path = cacheKey(request.url);
    return vary.length ? `${path}\n${vary.map((name) => `${name}:${String(request.headers[name] ?? '')}`).join('\n')}` : path;
  }

  /**
   * What the service's stream of changes says (ServiceChanges). While it is not serving, nothing is kept or served (an
   * answer on its way is not kept after). A new change empties what is kept; a stream opened again that says no change
   * came since the last one heard (`resumed`) serves it again.
   */
  applyChange({ serving, position, change, resumed }: PublicReadChange): void {
    this.saw(position);
    this.generation++;
    this.serving = serving;
    if (!serving) return;
    const unchanged = resumed ?? (change !== undefined && change === this.lastChange);
    if (!unchanged) this.invalidate();
    this.lastChange = change;
  }

  /**
   * A database position the answers must show from now on: a change's, or a write's answer's (`Database-Position`),
   * so that the writer's next read shows the write even before its notice arrives. A replica behind it is not read.
   */
  saw(position: string | string[] | undefined): void {
    if (typeof position === 'string') this.newest = laterPosition(this.newest, position);
  }

  /** The header asking the service for answers that show every change heard of (none before the first). */
  positionHeader(): Record<string, string> {
    return this.newest ? { [DATABASE_POSITION_HEADER]: this.newest } : {};
  }
}
