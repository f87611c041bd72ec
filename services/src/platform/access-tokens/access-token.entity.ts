import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Logged } from '../change-log/logged';

/** What a token is for, which says its scope: a partner key has a quota, a release token a remote. */
export const TOKEN_KINDS = ['partner-key', 'release-token'] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/**
 * A token a program sends as its bearer: a partner's API key, or a team's release token. Its secret is shown once,
 * when it is made or rotated, and kept only as its SHA-256; a revoked token is refused from then on.
 */
@Entity('access_tokens')
// No public answer shows a token: its change only makes every gateway forget the partner keys and quotas it learnt.
@Logged({ keys: () => [], quiet: ['lastUsedAt'] })
@Check(
  'CHK_access_tokens_scope',
  `("kind" = 'partner-key' AND "quotaPerMinute" BETWEEN 1 AND 100000 AND "remote" IS NULL) OR ("kind" = 'release-token' AND "remote" IS NOT NULL AND "quotaPerMinute" IS NULL)`,
)
export class AccessToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_access_tokens' })
  id: number;

  @Column({ type: 'text' })
  kind: TokenKind;

  /** Whom or what it is for: "Acme Printing", "legal-ci". */
  @Column({ type: 'text' })
  name: string;

  @Index('UQ_access_tokens_secretHash', { unique: true })
  @Column({ type: 'text' })
  secretHash: string;

  /** A partner key's requests a minute at the gateway. */
  @Column({ type: 'integer', nullable: true })
  quotaPerMinute: number | null;

  /** The remote a release token may release. */
  @Column({ type: 'text', nullable: true })
  remote: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  /** A release token's last call (a partner key's requests are counted per day, in partner_key_usage). */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
