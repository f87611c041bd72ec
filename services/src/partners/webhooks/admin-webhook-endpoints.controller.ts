import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { AdminOnly, AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AnswerHoldsSecret } from '../../platform/idempotency/idempotent.decorator';
import { WebhookDeliveryDto, WebhookEndpointDto, WebhookEndpointWithSecretDto } from './dto/webhook-endpoint-answers.dto';
import { AdminCreateWebhookEndpointDto, UpdateWebhookEndpointDto } from './dto/webhook-endpoint-input.dto';
import { OnOneEndpoint } from './webhook-endpoint.decorators';
import { WebhookEndpoints } from './webhook-endpoints.service';

const ENDPOINT = 'webhook endpoint';

@ApiTags('webhooks')
@Controller('admin/webhook-endpoints')
export class AdminWebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpoints) {}

  /** Every partner's webhook endpoint with its key, the disabled ones (and why) first (admin). */
  @Get()
  @AdminOnly()
  list(): Promise<WebhookEndpointDto[]> {
    return this.endpoints.list('operator');
  }

  /** Registers an endpoint for a partner key; its signing secret is in this answer alone (admin). */
  @Post()
  @AdminWrite('Webhook endpoint created', ENDPOINT)
  @AnswerHoldsSecret()
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No partner key has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The partner key is revoked.' })
  create(@Body() input: AdminCreateWebhookEndpointDto): Promise<WebhookEndpointWithSecretDto> {
    const { partnerKeyId, ...endpoint } = input;
    return this.endpoints.create(partnerKeyId, endpoint);
  }

  /** Changes an endpoint's URL, events or description (admin). */
  @Patch(':id')
  @AdminWrite('Webhook endpoint updated', ENDPOINT)
  @OnOneEndpoint()
  update(@Param('id', ParseIdPipe) id: number, @Body() input: UpdateWebhookEndpointDto): Promise<WebhookEndpointDto> {
    return this.endpoints.update('operator', id, input);
  }

  /** Removes an endpoint and its deliveries (admin). */
  @Delete(':id')
  @HttpCode(204)
  @AdminWrite('Webhook endpoint deleted', ENDPOINT)
  @OnOneEndpoint()
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.endpoints.remove('operator', id);
  }

  /** Gives an endpoint a new signing secret, in this answer alone; the old one signs nothing more (admin). */
  @Post(':id/rotate-secret')
  @AdminWrite('Webhook endpoint secret rotated', ENDPOINT)
  @AnswerHoldsSecret()
  @OnOneEndpoint()
  rotateSecret(@Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointWithSecretDto> {
    return this.endpoints.rotateSecret('operator', id);
  }

  /** Sends to a disabled endpoint again: its pending deliveries and new events (admin). */
  @Post(':id/enable')
  @HttpCode(200)
  @AdminWrite('Webhook endpoint re-enabled', ENDPOINT)
  @OnOneEndpoint()
  enable(@Param('id', ParseIdPipe) id: number): Promise<WebhookEndpointDto> {
    return this.endpoints.enable('operator', id);
  }

  /** An endpoint's latest 100 deliveries, newest first, each with its attempts and the receiver's answers (admin). */
  @Get(':id/deliveries')
  @AdminOnly()
  @OnOneEndpoint()
  deliveries(@Param('id', ParseIdPipe) id: number): Promise<WebhookDeliveryDto[]> {
    return this.endpoints.deliveriesOf('operator', id);
  }
}
