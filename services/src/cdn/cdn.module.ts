import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { purgerFor } from './cdn-purgers';
import { CdnPurgeWorker } from './cdn-purge.worker';

/** The CDN in front: the worker that sends each committed change's purge (recordPurge) to the configured CDN. */
@Module({
  providers: [
    {
      provide: CdnPurgeWorker,
      useFactory: (dataSource: DataSource, config: ServiceConfig) => new CdnPurgeWorker(dataSource, purgerFor(config.cdn), new Logger('CdnPurges')),
      inject: [DataSource, SERVICE_CONFIG],
    },
  ],
})
export class CdnModule {}
