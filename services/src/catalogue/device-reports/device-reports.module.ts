import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { DeviceListReaders } from './device-list-readers';
import { deviceListBody } from './device-list-body.middleware';
import { DeviceReportAdmission } from './device-report-admission.middleware';
import { DeviceReportsController } from './device-reports.controller';
import { DeviceReportsService } from './device-reports.service';

@Module({
  controllers: [DeviceReportsController],
  providers: [DeviceReportsService, DeviceListReaders],
})
export class DeviceReportsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    // Room first: a list refused for want of it is never read.
    consumer.apply(DeviceReportAdmission, deviceListBody).forRoutes({ path: 'device-reports', method: RequestMethod.POST });
  }
}
