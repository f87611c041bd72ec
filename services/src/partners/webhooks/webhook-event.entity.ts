import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { WebhookEventType } from '@driveratlas/site-contracts';

/** A catalogue change as partners are told of it: made from the change log's event of it (event-fan-out.ts), with a delivery per endpoint. */
@Entity('webhook_events')
export class WebhookEvent {
  /** Sent as `webhook-id`: the same on every attempt, so that a receiver can drop one it already has. */
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_webhook_events' })
  id: string;

  @Column({ type: 'text' })
  type: WebhookEventType;

  @Column({ type: 'jsonb' })
  data: object;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  occurredAt: Date;
}
