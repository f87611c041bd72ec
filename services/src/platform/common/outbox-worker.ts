import type { BeforeApplicationShutdown, LoggerService, OnApplicationBootstrap } from '@nestjs/common';

/** How often each process looks for due work (new rows and retries) in its outbox. */
const POLL_MS = 1000;

/**
 * The loop of a worker sending an outbox's due rows from every service process (the webhooks' deliveries, the CDN's
 * purges): it looks every second and when woken, sends what is due, then again while more is due (a wake while it
 * sends runs once more after it), and stops taking rows when the service stops, waiting for what it is sending.
 */
export abstract class OutboxWorker implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  /** Aborted when the service stops: what is being sent is let go, due at once for the next process. */
  protected readonly stopping = new AbortController();

  /** `sending` names what it sends in its warnings ("Webhook deliveries"). */
  constructor(
    private readonly sending: string,
    protected readonly logger: Pick<LoggerService, 'warn'>,
  ) {}

  /** Takes and sends the rows due now, until none is due or the service stops. */
  protected abstract sendDue(): Promise<void>;

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => this.wake(), POLL_MS).unref();
    this.wake();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopping.abort();
    clearInterval(this.timer);
    await this.running;
  }

  /** Sends what is due now, then again while more is due. */
  wake(): void {
    if (this.stopping.signal.aborted) return;
    if (this.running) return void (this.again = true);
    this.running = this.sendDue()
      .catch((error: Error) => this.logger.warn(`${this.sending} could not be sent: ${error.message}`))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopping.signal.aborted) setImmediate(() => this.wake());
        this.again = false;
      });
  }
}
