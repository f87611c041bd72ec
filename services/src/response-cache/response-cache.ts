import { hash } from 'node:crypto';

/**
 * What a cached answer is made from: the tables it reads (each write to one of them is announced by a trigger,
 * see the migration PublicReadInvalidation), and the download counters, whose changes are announced apart,
 * at most every DOWNLOAD_COUNT_DELAY_MS.
 */
export const CACHE_SOURCES = ['drivers', 'driver_versions', 'categories', 'manufacturers', 'printer_models', 'printer_brands', 'downloadCount'] as const;
export type CacheSource = (typeof CACHE_SOURCES)[number];

/**
 * Browsers ask again each time (max-age=0) and get a 304 while the ETag holds; a CDN or shared proxy may keep an answer
 * 30 s, and a further 5 minutes serve it while it fetches the new one in the background, so a crowd on a quiet edge never
 * waits: at a busy edge an answer is at most about 30 s old.
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=0, s-maxage=30, stale-while-revalidate=300';
/** A public answer says `Privacy-Opt-Out` to a request with `Sec-GPC: 1` only: a shared cache keeps the two apart. */
export const PUBLIC_VARY = 'Sec-GPC';
/** The answers of a signed-in operator's requests, and every admin answer. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

export interface CachedAnswer {
  /** The serialized JSON answer, as sent. */
  body: Buffer;
  /** A strong entity tag of the body. */
  etag: string;
  reads: readonly CacheSource[];
}

/** A strong entity tag for `body`: a digest of its bytes. */
export const entityTag = (body: string | Buffer): string => `"${hash('sha1', body, 'base64url')}"`;

/** What an entry costs beside its body: its key, its tag, the map's bookkeeping (an estimate). */
const ENTRY_OVERHEAD = 200;

/**
 * The serialized answers of public reads, by request, least recently used dropped first once they pass `maxBytes`.
 * It serves only while `listening` (the replica hears every write announced); an answer computed while a write
 * was announced is not stored, as it may have been read before the write.
 */
export class ResponseCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;
  private listening = false;
  /** Counts invalidations: an answer is stored only if none happened since its request arrived. */
  generation = 0;
  /** Hear of each invalidation, with whether answers are served from memory after it. */
  private readonly changeListeners = new Set<(serving: boolean) => void>();

  constructor(readonly maxBytes: number) {}

  /** True while answers are served from memory: the cache has room and this replica hears every write. */
  get enabled(): boolean {
    return this.listening && this.maxBytes > 0;
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }

  get(key: string): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (entry) {
      // Most recently used last: Map keeps insertion order.
      this.entries.delete(key);
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** Stores an answer computed for a request that arrived at `generation`; false when it may be stale, or too large. */
  set(key: string, answer: CachedAnswer, generation: number): boolean {
    const cost = answer.body.length + key.length + ENTRY_OVERHEAD;
    if (!this.enabled || generation !== this.generation || cost > this.maxBytes / 4) return false;
    this.remove(key);
    this.entries.set(key, answer);
    this.bytes += cost;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.remove(oldest);
    }
    return true;
  }

  /** Calls `listener` at each invalidation with whether answers are served from memory after it; returns its removal. */
  onChange(listener: (serving: boolean) => void): () => void {
    this.changeListeners.add(listener);
    return () => this.changeListeners.delete(listener);
  }

  /** Drops the answers made from any of `sources`, or every answer. */
  invalidate(sources?: readonly string[]): void {
    this.generation++;
    for (const listener of this.changeListeners) listener(this.enabled);
    if (!sources) {
      this.entries.clear();
      this.bytes = 0;
      return;
    }
    for (const [key, entry] of this.entries) {
      if (entry.reads.some((source) => sources.includes(source))) this.remove(key);
    }
  }

  /** True once the process is stopping: nothing is served from memory any more, and the streams of changes end. */
  stopped = false;

  /** The process is stopping. */
  stop(): void {
    this.stopped = true;
    this.setListening(false);
  }

  /** Whether this replica hears the announced writes now; while it does not, nothing is served or stored. */
  setListening(listening: boolean): void {
    this.listening = listening && !this.stopped;
    this.invalidate();
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.body.length + key.length + ENTRY_OVERHEAD;
  }
}
