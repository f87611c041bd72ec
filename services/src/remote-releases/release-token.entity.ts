import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A team's token for its release pipeline: it may act on its own remote only. Its secret is kept as a SHA-256 hash. */
@Entity('release_tokens')
export class ReleaseToken {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_release_tokens' })
  id: number;

  @Column({ type: 'text' })
  remote: string;

  @Column({ type: 'text' })
  name: string;

  @Index('UQ_release_tokens_secretHash', { unique: true })
  @Column({ type: 'text' })
  secretHash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
