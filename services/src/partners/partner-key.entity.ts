import { Check, Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A partner's API key: its own requests-per-minute quota at the gateway. Its secret (`dak_…`) is shown once, when it
 * is made or rotated, and kept only as its SHA-256. When it was last used, and how much, is in partner_key_usage.
 */
@Entity('partner_keys')
@Check('CHK_partner_keys_quota', `"quotaPerMinute" BETWEEN 1 AND 100000`)
export class PartnerKey {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_partner_keys' })
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'integer' })
  quotaPerMinute: number;

  @Index('UQ_partner_keys_secretHash', { unique: true })
  @Column({ type: 'text' })
  secretHash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  rotatedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;
}
