import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AccessToken } from '../../platform/access-tokens';
import type { WebhookEventType } from '@driveratlas/site-contracts';

/** Where a partner key's events are sent: an HTTPS URL, the events it wants, and its signing secret (encrypted at rest). */
@Entity('webhook_endpoints')
export class WebhookEndpoint {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webhook_endpoints' })
  id: number;

  @Index('IDX_webhook_endpoints_partnerKeyId')
  @Column({ type: 'integer' })
  partnerKeyId: number;

  @ManyToOne(() => AccessToken, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'partnerKeyId', foreignKeyConstraintName: 'FK_webhook_endpoints_partnerKeyId' })
  partnerKey?: AccessToken;

  @Column({ type: 'text' })
  url: string;

  @Column({ type: 'text', array: true })
  events: WebhookEventType[];

  @Column({ type: 'text', nullable: true })
  description: string | null;

  /** The `whsec_…` signing secret, AES-256-GCM encrypted with WEBHOOK_SECRET_KEY (see secret-box.ts). */
  @Column({ type: 'text', select: false })
  secretCiphertext: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  createdAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  secretRotatedAt: Date | null;

  /** The first failed attempt since the last delivered one: past 24 hours of failing, the endpoint is disabled. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt: Date | null;

  @Column({ type: 'text', nullable: true })
  disabledReason: string | null;
}
