import { Module } from '@nestjs/common';
import { APP_INTERCEPTOR } from '@nestjs/core';
import { ChangeLogModule } from '../change-log/change-log.module';
import { PublicReadChangesController } from './public-read-changes.controller';
import { PublicReadChanges } from './public-read-changes.service';
import { WritePositionInterceptor } from './write-position.interceptor';

/** The stream of the change log that lets the gateway keep public reads (PublicRead marks them), and the position each write's answer gives. */
@Module({
  imports: [ChangeLogModule],
  controllers: [PublicReadChangesController],
  providers: [PublicReadChanges, { provide: APP_INTERCEPTOR, useClass: WritePositionInterceptor }],
})
export class PublicReadsModule {}
