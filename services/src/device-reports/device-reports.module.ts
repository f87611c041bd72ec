import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { deviceListBody } from './device-list-body.middleware';
import { DeviceReportsController } from './device-reports.controller';
import { DeviceReportsService } from './device-reports.service';

@Module({
  controllers: [DeviceReportsController],
  providers: [DeviceReportsService],
})
export class DeviceReportsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(deviceListBody).forRoutes({ path: 'device-reports', method: RequestMethod.POST });
  }
}
