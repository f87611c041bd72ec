import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import type { AccessToken } from '../../platform/access-tokens';
import { PartnerKey } from '../keys/partner-key.guard';
import { WebhookDeliveryDto, WebhookEndpointDto, WebhookEndpointWithSecretDto } from './dto/webhook-endpoint-answers.dto';
import { CreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { OnOneEndpoint, PartnerCall } from './webhook-endpoint.decorators';
import { WebhookEndpoints } from './webhook-endpoints.service';

/** A partner's own webhook endpoints, with its API key: another key's are answered as unknown (404). */
@ApiTags('webhooks')
@Controller('partner/webhook-endpoints')
@PartnerCall()
export class PartnerWebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  /** This key's webhook endpoints, the disabled ones (and why) first. */
  @Get()
  list(@PartnerKey() key: AccessToken): Promise<WebhookEndpointDto[]> {
    return this.endpoints.list({ partnerKeyId: key.id });
  }

  /** Registers an endpoint for this key; its signing secret is in this answer alone. */
  @Post()
  create(@PartnerKey() key: AccessToken, @Body() input: CreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    return this.endpoints.create(key.id, input);
  }

  /** Changes one of this key's endpoints: its URL, events or description. */
  @Patch(':id')
  @OnOneEndpoint()
  update(@PartnerKey() key: AccessToken, @Param('id', ParseIdPipe) id: number, @Body() input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return this.endpoints.update({ partnerKeyId: key.id }, id, input);
  }

  /** Removes one of this key's endpoints and its deliveries. */
  @Delete(':id')
  @HttpCode(204)
  @OnOneEndpoint()
  async remove(@PartnerKey() key: AccessToken, @Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.endpoints.remove({ partnerKeyId: key.id }, id);
  }

  /** Gives one of this key's endpoints a new signing secret, in this answer alone. */
  @Post(':id/rotate-secret')
  @OnOneEndpoint()
  rotateSecret(@PartnerKey() key: AccessToken, @Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointWithSecretDto> {
    return this.endpoints.rotateSecret({ partnerKeyId: key.id }, id);
  }

  /** Sends to one of this key's disabled endpoints again. */
  @Post(':id/enable')
  @HttpCode(200)
  @OnOneEndpoint()
  enable(@PartnerKey() key: AccessToken, @Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointDto> {
    return this.endpoints.enable({ partnerKeyId: key.id }, id);
  }

  /** The latest 100 deliveries to one of this key's endpoints, newest first, with their attempts and the answers. */
  @Get(':id/deliveries')
  @OnOneEndpoint()
  deliveries(@PartnerKey() key: AccessToken, @Param('id', ParseIdPipe) id: number): Promise<WebhookDeliveryDto[]> {
    return this.endpoints.deliveriesOf({ partnerKeyId: key.id }, id);
  }
}
