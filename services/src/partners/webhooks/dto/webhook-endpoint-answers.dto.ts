import { ApiProperty } from '@nestjs/swagger';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@driveratlas/site-contracts';
import { DELIVERY_STATUSES, type DeliveryStatus } from '../webhook-delivery.entity';

export class WebhookEndpointKeyDto {
  /** @example 1 */
  id: number;

  /** @example "Acme driver sync" */
  name: string;
}

/** An endpoint, without its signing secret. */
export class WebhookEndpointDto {
  /** @example 7 */
  id: number;

  /** The partner key it belongs to. */
  partnerKey: WebhookEndpointKeyDto;

  /** @example "https://partner.example/hooks/driveratlas" */
  url: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true, example: ['driver.updated'] })
  events: WebhookEventType[];

  /** @example "Catalogue sync (production)" */
  @ApiProperty({ type: String, nullable: true })
  description: string | null;

  /** False once it was disabled (by the operator's re-enable it is true again). @example true */
  enabled: boolean;

  /** @example "2026-11-26T11:00:00.000Z" */
  createdAt: Date;

  @ApiProperty({ type: Date, nullable: true, example: null })
  secretRotatedAt: Date | null;

  /** The first failed attempt since the last delivered one. */
  @ApiProperty({ type: Date, nullable: true, example: null })
  failingSince: Date | null;

  /** When it was disabled because every delivery failed for 24 hours. */
  @ApiProperty({ type: Date, nullable: true, example: null })
  disabledAt: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  disabledReason: string | null;
}

/** A new or rotated endpoint, with its signing secret: shown in this answer alone. */
export class WebhookEndpointWithSecretDto extends WebhookEndpointDto {
  /** Verify each delivery with it (standardwebhooks: `new Webhook(secret).verify(body, headers)`). @example "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw" */
  secret: string;
}

export class DeliveryAttemptDto {
  /** @example "2026-11-26T11:00:05.000Z" */
  at: string;

  /** The receiver's HTTP status, or null when it gave none. @example 500 */
  @ApiProperty({ type: Number, nullable: true })
  status: number | null;

  /** Why no answer came (a timeout, a refused connection). @example null */
  @ApiProperty({ type: String, nullable: true })
  error: string | null;

  /** @example 42 */
  durationMs: number;

  /** The first 512 bytes of the receiver's answer. @example "Internal Server Error" */
  @ApiProperty({ type: String, nullable: true })
  answer: string | null;
}

/** An event sent to an endpoint, with every attempt. */
export class WebhookDeliveryDto {
  /** @example 12 */
  id: number;

  /** The event's id, sent as `webhook-id` on every attempt. @example "0b6c8a0e-3f5e-4a53-9d0e-1f7f5b2f1a77" */
  eventId: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, example: 'driver.updated' })
  type: WebhookEventType;

  /** @example "2026-11-26T11:00:00.000Z" */
  occurredAt: Date;

  @ApiProperty({ enum: DELIVERY_STATUSES, example: 'delivered' })
  status: DeliveryStatus;

  @ApiProperty({ type: Date, nullable: true, example: null })
  nextAttemptAt: Date | null;

  @ApiProperty({ type: Date, nullable: true })
  deliveredAt: Date | null;

  attempts: DeliveryAttemptDto[];
}
