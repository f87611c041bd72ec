import { Module } from '@nestjs/common';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { HostResolver } from './host-resolver';

/** The one resolver of every request the service makes (webhooks, CDN purges), asking OUTGOING_DNS_SERVERS. */
@Module({
  providers: [{ provide: HostResolver, useFactory: (config: ServiceConfig) => new HostResolver(config.outgoingDnsServers), inject: [SERVICE_CONFIG] }],
  exports: [HostResolver],
})
export class OutgoingHttpModule {}
