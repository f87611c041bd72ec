import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** A write's Idempotency-Key (draft-ietf-httpapi-idempotency-key-header): the request it came with, and once done, its answer; kept 24 hours. */
@Entity('idempotency_keys')
export class IdempotencyKey {
  /** The key as the client sent it, without the quotes of its structured-field form. */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_idempotency_keys' })
  key: string;

  /** SHA-256 of the method, the path and the body: the same key with another request is refused (422). */
  @Column({ type: 'text' })
  fingerprint: string;

  @CreateDateColumn({ type: 'timestamptz' })
  claimedAt: Date;

  /** Set in the write's own transaction: from then on the write is never run again for this key. */
  @Column({ type: 'timestamptz', nullable: true })
  appliedAt: Date | null;

  /** The first answer, returned again to a retry. */
  @Column({ type: 'integer', nullable: true })
  responseStatus: number | null;

  @Column({ type: 'jsonb', nullable: true })
  responseBody: unknown;

  @Index('IDX_idempotency_keys_expiresAt')
  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
