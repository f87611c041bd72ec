import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEvent } from './webhook-event.entity';

/** One try at sending a delivery. */
export interface DeliveryAttempt {
  /** @example "2026-11-26T11:00:00.000Z" */
  at: string;
  /** The receiver's HTTP status, or null when it gave none (see error). @example 500 */
  status: number | null;
  /** Why no answer came: a timeout, a refused connection… @example null */
  error: string | null;
  /** @example 42 */
  durationMs: number;
  /** The first bytes of the receiver's answer. @example "Internal Server Error" */
  answer: string | null;
}

export const DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

/** An event on its way to one endpoint: due at nextAttemptAt, with every attempt made. */
@Entity('webhook_deliveries')
@Index('UQ_webhook_deliveries_event_endpoint', ['eventId', 'endpointId'], { unique: true })
@Index('IDX_webhook_deliveries_endpoint', ['endpointId', 'id'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_webhook_deliveries' })
  id: number;

  @Column({ type: 'uuid' })
  eventId: string;

  @ManyToOne(() => WebhookEvent, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'eventId', foreignKeyConstraintName: 'FK_webhook_deliveries_eventId' })
  event?: WebhookEvent;

  @Column({ type: 'integer' })
  endpointId: number;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpointId', foreignKeyConstraintName: 'FK_webhook_deliveries_endpointId' })
  endpoint?: WebhookEndpoint;

  @Column({ type: 'text', default: 'pending' })
  status: DeliveryStatus;

  /** When it is tried next (or, while one process sends it, when another may take it over); null once delivered or given up. */
  @Index('IDX_webhook_deliveries_due')
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  firstAttemptAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  deliveredAt: Date | null;

  @Column({ type: 'jsonb', default: () => "'[]'" })
  attempts: DeliveryAttempt[];
}
