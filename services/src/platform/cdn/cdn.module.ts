import { Logger, Module, type OnApplicationBootstrap } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ChangeListener } from '../change-log/change-listener';
import { ChangeLogModule } from '../change-log/change-log.module';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { HostResolver } from '../outgoing-http/host-resolver';
import { OutgoingHttpModule } from '../outgoing-http/outgoing-http.module';
import { purgerFor } from './cdn-purgers';
import { CdnPurgeWorker } from './cdn-purge.worker';

/** The CDN in front: the worker that purges each change of the change log at the configured CDN, woken by each change heard. */
@Module({
  imports: [OutgoingHttpModule, ChangeLogModule],
  providers: [
    {
      provide: CdnPurgeWorker,
      useFactory: (dataSource: DataSource, config: ServiceConfig, resolver: HostResolver) =>
        new CdnPurgeWorker(dataSource, purgerFor(config.cdn, resolver), new Logger('CdnPurges')),
      inject: [DataSource, SERVICE_CONFIG, HostResolver],
    },
  ],
})
export class CdnModule implements OnApplicationBootstrap {
  constructor(
    private readonly listener: ChangeListener,
    private readonly worker: CdnPurgeWorker,
  ) {}

  onApplicationBootstrap(): void {
    this.listener.subscribe(() => this.worker.wake());
  }
}
