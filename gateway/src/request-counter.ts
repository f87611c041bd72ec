import type { Redis } from 'ioredis';

/** The window quotas are counted in: a minute, the same for every gateway (aligned to the clock). */
export const WINDOW_MS = 60_000;

/** A unit of a quota taken for a request, or refused: the count with it, and where it was counted (to give it back). */
export interface Taken {
  allowed: boolean;
  /** The requests counted this minute, this one included when it was allowed. */
  count: number;
  key: string;
  /** Whether it was counted in this process's memory (Redis did not answer). */
  inMemory: boolean;
}

/**
 * Takes a unit when fewer than the quota were taken this minute, in one step on the Redis server: requests arriving
 * together can never all pass a count read before any of them added to it. Answers [taken (1 or 0), the count].
 */
const TAKE_SCRIPT = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count >= tonumber(ARGV[1]) then return {0, count} end
count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return {1, count}`;

/**
 * Requests counted per identity (an address or an API key's hash) in the current minute: in Redis, shared by every
 * gateway, when REDIS_URL is set; in this process's memory otherwise, or while Redis does not answer. A request takes
 * its unit as it arrives, the check and the count one step (a Redis script; a synchronous update in memory), so at
 * most the quota are let through however many arrive at once.
 */
export class RequestCounter {
  private readonly memory = new Map<string, number>();
  private memoryWindow = 0;

  constructor(
    private readonly prefix: string,
    private readonly redis?: Redis,
  ) {}

  /** The current window's number and the seconds until the next one. */
  window(now = Date.now()): { index: number; resetSeconds: number } {
    const index = Math.floor(now / WINDOW_MS);
    return { index, resetSeconds: Math.ceil(((index + 1) * WINDOW_MS - now) / 1000) };
  }

  /** Takes one of `quota` units of this minute for a request, unless all are taken. */
  async take(identity: string, quota: number): Promise<Taken> {
    const key = `${this.prefix}${identity}:${this.window().index}`;
    if (this.redis) {
      try {
        const [taken, count] = (await this.redis.eval(TAKE_SCRIPT, 1, key, quota, WINDOW_MS * 2)) as [number, number];
        return { allowed: taken === 1, count, key, inMemory: false };
      } catch {
        // Redis does not answer: this process counts alone meanwhile.
      }
    }
    const counts = this.local();
    const count = counts.get(key) ?? 0;
    if (count >= quota) return { allowed: false, count, key, inMemory: true };
    counts.set(key, count + 1);
    return { allowed: true, count: count + 1, key, inMemory: true };
  }

  /** Gives back a unit taken for a request that turned out not to count (a 304, a 503); answers the count without it. */
  async giveBack(taken: Taken): Promise<number> {
    if (!taken.allowed) return taken.count;
    if (!taken.inMemory && this.redis) {
      try {
        return await this.redis.decr(taken.key);
      } catch {
        return taken.count - 1;
      }
    }
    const count = Math.max(0, (this.memory.get(taken.key) ?? 1) - 1);
    if (this.memory.has(taken.key)) this.memory.set(taken.key, count);
    return count;
  }

  /** The memory counts, emptied when a new minute starts. */
  private local(): Map<string, number> {
    const { index } = this.window();
    if (index !== this.memoryWindow) {
      this.memory.clear();
      this.memoryWindow = index;
    }
    return this.memory;
  }
}
