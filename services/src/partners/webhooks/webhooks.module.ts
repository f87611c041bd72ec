import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { AuthModule } from '../../platform/auth/auth.module';
import { ChangeListener } from '../../platform/change-log/change-listener';
import { ChangeLogModule } from '../../platform/change-log/change-log.module';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { guardedFetch } from '../../platform/outgoing-http/guarded-agent';
import { HostResolver } from '../../platform/outgoing-http/host-resolver';
import { OutgoingHttpModule } from '../../platform/outgoing-http/outgoing-http.module';
import { PartnersModule } from '../keys/partners.module';
import { AdminWebhookEndpointsController } from './admin-webhook-endpoints.controller';
import { DeliveryWorker } from './delivery.worker';
import { PartnerWebhookEndpointsController } from './partner-webhook-endpoints.controller';
import { SecretBox } from './secret-box';
import { WebhookDelivery } from './webhook-delivery.entity';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookEndpoints } from './webhook-endpoints.service';
import { WebhookEvent } from './webhook-event.entity';

/** Signed webhooks: the partners' endpoints, and the worker that makes the change log's events deliveries and sends them, woken by each change heard. */
@Module({
  imports: [TypeOrmModule.forFeature([WebhookEvent, WebhookEndpoint, WebhookDelivery]), AuthModule, PartnersModule, OutgoingHttpModule, ChangeLogModule],
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
      useFactory: (dataSource: DataSource, config: ServiceConfig, secrets: SecretBox, resolver: HostResolver) => {
        const send = guardedFetch(resolver, { allowLoopback: config.webhookAllowHttpLoopback });
        return new DeliveryWorker(dataSource, config, secrets, send, new Logger('Webhooks'));
      },
      inject: [DataSource, SERVICE_CONFIG, SecretBox, HostResolver],
    },
  ],
})
export class WebhooksModule implements OnApplicationBootstrap {
  constructor(
    private readonly listener: ChangeListener,
    private readonly worker: DeliveryWorker,
  ) {}

  onApplicationBootstrap(): void {
    this.listener.subscribe(() => this.worker.wake());
  }
}
