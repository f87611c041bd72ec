import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { AccessToken } from '../../platform/access-tokens';

/** A key's requests on one day (UTC) as the gateways counted them, sent in batches, and the last of them. */
@Entity('partner_key_usage')
export class PartnerKeyUsage {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_partner_key_usage' })
  keyId: number;

  @ManyToOne(() => AccessToken, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'keyId', foreignKeyConstraintName: 'FK_partner_key_usage_keyId' })
  key?: AccessToken;

  /** YYYY-MM-DD, UTC. */
  @PrimaryColumn({ type: 'date', primaryKeyConstraintName: 'PK_partner_key_usage' })
  day: string;

  @Column({ type: 'integer', default: 0 })
  requests: number;

  @Column({ type: 'timestamptz' })
  lastUsedAt: Date;
}
