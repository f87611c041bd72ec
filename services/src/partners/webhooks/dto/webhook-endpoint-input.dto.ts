import { ApiProperty, PartialType } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, ArrayUnique, IsArray, IsIn, IsInt, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAX_INTEGER } from '../../../platform/common/parse-id.pipe';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '@driveratlas/site-contracts';
import { Nullable } from '../../../platform/common/nullable';

/** An endpoint a partner's key registers: where its events go, and which. */
export class CreateWebhookEndpointDto {
  /** HTTPS, on a public address. @example "https://partner.example/hooks/driveratlas" */
  @IsString()
  @MaxLength(2000)
  url: string;

  /** @example ["driver.updated", "driver.created"] */
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, isArray: true })
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length)
  @ArrayUnique()
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: `each event must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` })
  events: WebhookEventType[];

  /** What the endpoint is for, as the partner names it. @example "Catalogue sync (production)" */
  @Nullable()
  @IsString()
  @MaxLength(200)
  description?: string | null;
}

/** The operator registers an endpoint for a partner's key. */
export class AdminCreateWebhookEndpointDto extends CreateWebhookEndpointDto {
  /** The partner key the endpoint belongs to. @example 1 */
  @IsInt()
  @Min(1)
  @Max(MAX_INTEGER)
  partnerKeyId: number;
}

/** Any of an endpoint's url, events and description. */
export class UpdateWebhookEndpointDto extends PartialType(CreateWebhookEndpointDto) {}
