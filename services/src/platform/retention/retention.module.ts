import { Logger, Module } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Clock, SystemClock } from './clock';
import { RetentionService } from './retention.service';

/** The retention table enforced: the purge, its runs, and the clock it reads. */
@Module({
  providers: [
    { provide: Clock, useClass: SystemClock },
    {
      provide: RetentionService,
      useFactory: (dataSource: DataSource, clock: Clock) => new RetentionService(dataSource, clock, new Logger('Retention')),
      inject: [DataSource, Clock],
    },
  ],
  exports: [RetentionService],
})
export class RetentionModule {}
