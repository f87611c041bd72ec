import type { Redis } from 'ioredis';

/** The window quotas are counted in: a minute, the same for every gateway (aligned to the clock). */
export const WINDOW_MS = 60_000;

/**
 * Requests counted per identity (an address or an API key's hash) in the current minute: in Redis, shared by every
 * gateway, when REDIS_URL is set; in this process's memory otherwise, or while Redis does not answer.
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

  /** The requests counted so far this minute. */
  async count(identity: string): Promise<number> {
    const key = this.keyOf(identity);
    if (this.redis) {
      try {
        return Number((await this.redis.get(key)) ?? 0);
      } catch {
        // Redis does not answer: this process counts alone meanwhile.
      }
    }
    return this.local().get(key) ?? 0;
  }

  /** Counts one more request; answers the count with it. */
  async add(identity: string): Promise<number> {
    const key = this.keyOf(identity);
    if (this.redis) {
      try {
        const [[, count]] = (await this.redis
          .multi()
          .incr(key)
          .pexpire(key, WINDOW_MS * 2)
          .exec()) as [[Error | null, number]];
        return count;
      } catch {
        // As count(): in memory.
      }
    }
    const count = (this.local().get(key) ?? 0) + 1;
    this.memory.set(key, count);
    return count;
  }

  private keyOf(identity: string): string {
    return `${this.prefix}${identity}:${this.window().index}`;
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
