import type { LoggerService } from '@nestjs/common';
import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import type { Response } from 'undici';
import { OutboxWorker } from '../../platform/common/outbox-worker';
import type { ServiceConfig } from '../../config';
import type { GuardedFetch } from '../../platform/outgoing-http/guarded-agent';
import { refusedUrl } from './destination';
import { FAN_OUT_BATCH, fanOutEvents } from './event-fan-out';
import { triedFor, waitAfter } from './retry-schedule';
import type { SecretBox } from './secret-box';
import type { DeliveryAttempt } from './webhook-delivery.entity';

/**
 * Deliveries one process sends at once, however many are due: each holds a socket and a DNS query on the event loop
 * (no worker thread), and then one of the database pool's connections a moment to record its attempt.
 */
const AT_ONCE = 20;
/** How much of a receiver's answer is kept with the attempt. */
const ANSWER_BYTES = 512;

/** A delivery taken by this process, with its event and endpoint. */
interface TakenDelivery {
  id: number;
  eventId: string;
  endpointId: number;
  firstAttemptAt: Date | null;
  failures: number;
  type: string;
  data: object;
  occurredAt: Date;
  url: string;
  secretCiphertext: string;
}

type WorkerConfig = Pick<ServiceConfig, 'webhookAllowHttpLoopback' | 'webhookRetryScale' | 'webhookTimeoutMs'>;

/**
 * Turns the change log's events into deliveries (fanOutEvents), then sends the due deliveries, signed the Standard
 * Webhooks way, from every service process at once: each takes
 * a batch with FOR UPDATE SKIP LOCKED and leases it (moves its due time past the timeout), so no two processes send
 * one delivery at the same time, and one that a stopped or killed process held is taken again once its lease ends.
 * A failed attempt is tried again after the back-off (retry-schedule.ts) until 24 hours after the first; an endpoint
 * whose deliveries have all failed for 24 hours is disabled, with the reason.
 */
export class DeliveryWorker extends OutboxWorker {
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: WorkerConfig,
    private readonly secrets: SecretBox,
    /** Connects only to public addresses (and loopback with WEBHOOK_ALLOW_HTTP_LOOPBACK), resolved once per connection. */
    private readonly post: GuardedFetch,
    logger: Pick<LoggerService, 'warn'>,
  ) {
    super('Webhook deliveries', logger);
  }

  /** Stops taking deliveries; those being sent are let go, due at once for the next process. */
  async beforeApplicationShutdown(): Promise<void> {
    const stopped = super.beforeApplicationShutdown(); // marks the worker stopping at once
    for (const controller of this.inFlight) controller.abort();
    await stopped;
  }

  protected async sendDue(): Promise<void> {
    while ((await fanOutEvents(this.dataSource)) === FAN_OUT_BATCH && !this.stopping.signal.aborted);
    for (let due = await this.take(); due.length && !this.stopping.signal.aborted; due = await this.take()) {
      await Promise.all(due.map((delivery) => this.send(delivery)));
    }
  }

  private take(): Promise<TakenDelivery[]> {
    const lease = `${this.config.webhookTimeoutMs + 5000} milliseconds`;
    return this.dataSource
      .query(
        `WITH due AS (
         SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d."endpointId"
          WHERE d."nextAttemptAt" <= now() AND e."disabledAt" IS NULL
          ORDER BY d."nextAttemptAt" LIMIT $1 FOR UPDATE OF d SKIP LOCKED)
       UPDATE webhook_deliveries d SET "nextAttemptAt" = now() + $2::interval
         FROM due, webhook_events ev, webhook_endpoints e
        WHERE d.id = due.id AND ev.id = d."eventId" AND e.id = d."endpointId"
       RETURNING d.id, d."eventId", d."endpointId", d."firstAttemptAt", jsonb_array_length(d.attempts) AS failures,
                 ev.type, ev.data, ev."occurredAt", e.url, e."secretCiphertext"`,
        [AT_ONCE, lease],
      )
      .then(([rows]: [TakenDelivery[]]) => rows);
  }

  private async send(delivery: TakenDelivery): Promise<void> {
    const at = new Date();
    const body = JSON.stringify({ type: delivery.type, timestamp: new Date(delivery.occurredAt).toISOString(), data: delivery.data });
    const refused = refusedUrl(delivery.url, { allowLoopback: this.config.webhookAllowHttpLoopback });
    if (refused) return this.record(delivery, { at: at.toISOString(), status: null, error: refused, durationMs: 0, answer: null });
    const signature = new Webhook(this.secrets.open(delivery.secretCiphertext)).sign(delivery.eventId, at, body);
    const controller = new AbortController();
    this.inFlight.add(controller);
    const timeout = setTimeout(() => controller.abort(new Error(`No answer within ${this.config.webhookTimeoutMs} ms`)), this.config.webhookTimeoutMs);
    const started = performance.now();
    const attempt = { at: at.toISOString(), status: null, error: null, answer: null } as Omit<DeliveryAttempt, 'durationMs'>;
    try {
      const res = await this.post(delivery.url, {
        method: 'POST',
        body,
        redirect: 'manual',
        signal: controller.signal,
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'DriverAtlas-Webhooks/1',
          'webhook-id': delivery.eventId,
          'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
          'webhook-signature': signature,
        },
      });
      attempt.status = res.status;
      attempt.answer = await firstBytes(res);
    } catch (error) {
      if (this.stopping.signal.aborted) return this.letGo(delivery);
      attempt.error = controller.signal.aborted ? (controller.signal.reason as Error).message : reasonOf(error as Error);
    } finally {
      clearTimeout(timeout);
      this.inFlight.delete(controller);
    }
    await this.record(delivery, { ...attempt, durationMs: Math.round(performance.now() - started) });
  }

  /** Keeps the attempt; a 2xx ends the delivery, anything else schedules the next try, gives up, or disables the endpoint. */
  private async record(delivery: TakenDelivery, attempt: DeliveryAttempt): Promise<void> {
    const at = new Date(attempt.at);
    const attempts = JSON.stringify([attempt]);
    await this.dataSource.transaction(async (manager) => {
      // The endpoint first, as removing it does (its row, then its deliveries by cascade): the other order deadlocks.
      await manager.query(`SELECT id FROM webhook_endpoints WHERE id = $1 FOR NO KEY UPDATE`, [delivery.endpointId]);
      if (delivered(attempt)) {
        await manager.query(
          `UPDATE webhook_deliveries SET status = 'delivered', "nextAttemptAt" = NULL, "deliveredAt" = $2,
             "firstAttemptAt" = COALESCE("firstAttemptAt", $2), attempts = attempts || $3::jsonb WHERE id = $1`,
          [delivery.id, at, attempts],
        );
        await manager.query(`UPDATE webhook_endpoints SET "failingSince" = NULL WHERE id = $1`, [delivery.endpointId]);
        return;
      }
      const scale = this.config.webhookRetryScale;
      const first = delivery.firstAttemptAt ? new Date(delivery.firstAttemptAt) : at;
      // The last try is made 24 hours after the first: failing then too, the delivery (and, all failing, the endpoint) is given up.
      const givenUp = at.getTime() - first.getTime() >= triedFor(scale);
      // The wait runs from the failure (the answer, or the attempt given up), so a slow attempt never brings the next one closer.
      const failedAt = at.getTime() + attempt.durationMs;
      const next = new Date(Math.min(failedAt + waitAfter(delivery.failures + 1, scale), first.getTime() + triedFor(scale)));
      await manager.query(
        `UPDATE webhook_deliveries SET status = $2, "nextAttemptAt" = $3, "firstAttemptAt" = $4, attempts = attempts || $5::jsonb WHERE id = $1`,
        [delivery.id, givenUp ? 'failed' : 'pending', givenUp ? null : next, first, attempts],
      );
      const last = attempt.status !== null ? `HTTP ${attempt.status}` : attempt.error;
      await manager.query(
        `UPDATE webhook_endpoints SET "failingSince" = COALESCE("failingSince", $2),
           "disabledAt" = CASE WHEN COALESCE("failingSince", $2) <= $2::timestamptz - $3::interval THEN now() END,
           "disabledReason" = CASE WHEN COALESCE("failingSince", $2) <= $2::timestamptz - $3::interval
             THEN 'Every delivery failed from ' || to_char(COALESCE("failingSince", $2) AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
                  || ' to ' || to_char($2::timestamptz AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') || '; the last answer: ' || $4 END
         WHERE id = $1 AND "disabledAt" IS NULL`,
        [delivery.endpointId, at, `${triedFor(scale)} milliseconds`, last],
      );
    });
    if (!delivered(attempt)) setTimeout(() => this.wake(), waitAfter(delivery.failures + 1, this.config.webhookRetryScale)).unref();
  }

  /** A delivery this stopping process was sending: due at once, for another process or the next start. */
  private async letGo(delivery: TakenDelivery): Promise<void> {
    await this.dataSource.query(`UPDATE webhook_deliveries SET "nextAttemptAt" = now() WHERE id = $1`, [delivery.id]);
  }
}

const delivered = (attempt: DeliveryAttempt) => attempt.status !== null && attempt.status >= 200 && attempt.status < 300;

/** Why a request had no answer: the system's code (ECONNREFUSED…) and message. */
function reasonOf(error: Error): string {
  const cause = error.cause as (Error & { code?: string }) | undefined;
  return cause ? `${cause.code ?? cause.name}: ${cause.message}` : error.message;
}

/** The first ANSWER_BYTES of an answer's body, without reading the rest. */
async function firstBytes(res: Response): Promise<string | null> {
  if (!res.body) return null;
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  while (length < ANSWER_BYTES) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    length += value.length;
  }
  await reader.cancel().catch(() => undefined);
  return length ? Buffer.concat(chunks).subarray(0, ANSWER_BYTES).toString('utf8') : null;
}
