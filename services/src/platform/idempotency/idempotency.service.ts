import { ConflictException, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown, UnprocessableEntityException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { IdempotencyKey } from './idempotency-key.entity';

/** How long a key and its answer are kept. */
export const IDEMPOTENCY_KEY_HOURS = 24;
/** A claim this old whose write was never applied belongs to a request that died: a retry takes it over (a write ends within seconds). */
const ABANDONED_CLAIM_SECONDS = 60;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

/** The keys of idempotent writes: claimed before the write, marked applied with it, answered after it. */
@Injectable()
export class IdempotencyService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Idempotency');
  private purgeTimer?: NodeJS.Timeout;

  constructor(@InjectRepository(IdempotencyKey) private readonly keys: Repository<IdempotencyKey>) {}

  /**
   * Claims the key for this request (undefined), or answers what the first request with it answered. The same key with
   * another request is a 422; a key whose request is still running, or whose write was applied without its answer being
   * kept, is a 409: the write is never run twice.
   */
  async claim(key: string, fingerprint: string): Promise<StoredAnswer | undefined> {
    // Expired keys count as never used, whether or not the purge has run.
    await this.keys.query(`DELETE FROM idempotency_keys WHERE key = $1 AND "expiresAt" < now()`, [key]);
    const claimed = await this.keys.query(
      `INSERT INTO idempotency_keys (key, fingerprint, "expiresAt") VALUES ($1, $2, now() + make_interval(hours => $3))
       ON CONFLICT (key) DO UPDATE SET "claimedAt" = now()
        WHERE idempotency_keys.fingerprint = EXCLUDED.fingerprint AND idempotency_keys."appliedAt" IS NULL
          AND idempotency_keys."responseStatus" IS NULL AND idempotency_keys."claimedAt" < now() - make_interval(secs => $4)
       RETURNING key`,
      [key, fingerprint, IDEMPOTENCY_KEY_HOURS, ABANDONED_CLAIM_SECONDS],
    );
    if (claimed.length) return undefined;
    const first = await this.keys.findOneBy({ key });
    if (!first) return this.claim(key, fingerprint);
    if (first.fingerprint !== fingerprint) throw new UnprocessableEntityException('This Idempotency-Key was already used with a different request.');
    if (first.responseStatus !== null) return { status: first.responseStatus, body: first.responseBody };
    if (first.appliedAt)
      throw new ConflictException('The request with this Idempotency-Key was applied, but its answer was not kept; it is not applied again.');
    throw new ConflictException('A request with this Idempotency-Key is still being processed. Try again shortly.');
  }

  /** Marks the key's write applied, inside the write's own transaction. */
  async markApplied(manager: EntityManager, key: string): Promise<void> {
    await manager.query(`UPDATE idempotency_keys SET "appliedAt" = now() WHERE key = $1`, [key]);
  }

  /** Keeps the answer, for retries. */
  async answer(key: string, { status, body }: StoredAnswer): Promise<void> {
    await this.keys.query(`UPDATE idempotency_keys SET "responseStatus" = $2, "responseBody" = $3::jsonb WHERE key = $1`, [
      key,
      status,
      JSON.stringify(body ?? null),
    ]);
  }

  /** Frees the key of a request that failed without applying its write, so that a retry runs it. */
  async release(key: string): Promise<void> {
    await this.keys.query(`DELETE FROM idempotency_keys WHERE key = $1 AND "appliedAt" IS NULL AND "responseStatus" IS NULL`, [key]);
  }

  async purgeExpired(): Promise<number> {
    const [, affected] = await this.keys.query(`DELETE FROM idempotency_keys WHERE "expiresAt" < now()`);
    return affected ?? 0;
  }

  onApplicationBootstrap(): void {
    const purge = () => this.purgeExpired().catch((error: unknown) => this.logger.warn(`The idempotency key purge failed: ${(error as Error).message}`));
    void purge();
    this.purgeTimer = setInterval(purge, 3_600_000).unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.purgeTimer);
  }
}
