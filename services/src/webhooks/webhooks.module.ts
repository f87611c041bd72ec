import { Logger, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from '../auth/auth.module';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { PartnersModule } from '../partners/partners.module';
import { AdminWebhookEndpointsController } from './admin-webhook-endpoints.controller';
import { DeliveryWorker } from './delivery.worker';
import { PartnerWebhookEndpointsController } from './partner-webhook-endpoints.controller';
import { SecretBox } from './secret-box';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookEvent } from './webhook-event.entity';

/** Signed webhooks: the partners' endpoints, and the worker that sends the outbox's deliveries to them. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent, WebhookEndpoint, WebhookDelivery]), AuthModule, PartnersModule],
  controllers: [AdminWebhookEndpointsController, PartnerWebhookEndpointsController],
  providers: [
    WebhookEndpoints,
    {
      provide: SecretBox,
      useFactory: (config: ServiceConfig) => {
        const box = new SecretBox(config.webhookSecretKey, config.databaseUrl);
        if (box.derived) {
          new Logger('Webhooks').warn(
            'WEBHOOK_SECRET_KEY is not set: the signing secrets are encrypted with a key derived from the database URL. Set it in production.',
          );
        }
        return box;
      },
      inject: [SERVICE_CONFIG],
    },
    {
      provide: DeliveryWorker,
      useFactory: (dataSource: DataSource, config: ServiceConfig, secrets: SecretBox) =>
        new DeliveryWorker(dataSource, config, secrets, new Logger('Webhooks')),
      inject: [DataSource, SERVICE_CONFIG, SecretBox],
    },
  ],
})
export class WebhooksModule {}
