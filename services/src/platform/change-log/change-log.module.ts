import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { ChangeListener } from './change-listener';
import { ChangeLogRetention } from './change-log-retention';

/**
 * The change log every write appends to (the @Write() path records it: recording.ts, change-subscriber.ts): this
 * process's listener for its announcements, which its readers subscribe to, and its retention.
 */
@Module({
  providers: [
    { provide: ChangeListener, useFactory: (config: ServiceConfig) => new ChangeListener(config), inject: [SERVICE_CONFIG] },
    { provide: ChangeLogRetention, useFactory: (dataSource: DataSource) => new ChangeLogRetention(dataSource, new Logger('ChangeLog')), inject: [DataSource] },
  ],
  exports: [ChangeListener],
})
export class ChangeLogModule {}
