import { Module } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { ManufacturersModule } from '../manufacturers/manufacturers.module';
import { DownloadCounter } from './download-counter.service';
import { DownloadsController } from './downloads.controller';
import { DownloadsService } from './downloads.service';

@Module({
  imports: [ManufacturersModule, AuthModule],
  controllers: [DownloadsController],
  providers: [DownloadsService, DownloadCounter],
})
export class DownloadsModule {}
