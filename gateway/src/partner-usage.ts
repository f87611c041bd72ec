import type { PartnerKeysClient } from './service-client';

/** How often a gateway sends the service its counts of keys' requests. */
export const USAGE_REPORT_MS = 5_000;

interface DayCount {
  sha256: string;
  day: string;
  requests: number;
  lastUsedAt: string;
}

/**
 * Each key's requests per day (UTC), counted by this gateway and sent to the service every few seconds as what it
 * counted since the last batch: the service adds the batches up, so every replica's requests are counted once, with
 * no shared state. A batch the service does not take is kept for the next; at most USAGE_REPORT_MS of counts are lost
 * when a gateway crashes (when it stops, it sends what it has).
 */
export class PartnerUsage {
  private counts = new Map<string, DayCount>();
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly service: Pick<PartnerKeysClient, 'addUsage'>,
    private readonly warn: (message: string) => void,
  ) {}

  add(sha256: string, at = new Date()): void {
    const day = at.toISOString().slice(0, 10);
    const key = `${sha256}:${day}`;
    const count = this.counts.get(key) ?? { sha256, day, requests: 0, lastUsedAt: at.toISOString() };
    count.requests++;
    count.lastUsedAt = at.toISOString();
    this.counts.set(key, count);
  }

  start(): void {
    this.timer = setInterval(() => void this.send(), USAGE_REPORT_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.send();
  }

  /** Sends what was counted since the last batch; on failure it is put back, to go with the next. */
  async send(): Promise<void> {
    if (this.counts.size === 0) return;
    const batch = [...this.counts.values()];
    this.counts = new Map();
    try {
      await this.service.addUsage(batch, 5_000);
    } catch (error) {
      this.warn(`The partner keys' usage could not be sent to the service (${(error as Error).message}): it goes with the next batch.`);
      for (const count of batch) {
        const key = `${count.sha256}:${count.day}`;
        const later = this.counts.get(key);
        this.counts.set(key, later ? { ...count, requests: count.requests + later.requests, lastUsedAt: later.lastUsedAt } : count);
      }
    }
  }
}
