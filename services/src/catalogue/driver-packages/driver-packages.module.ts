import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { AuthModule } from '../../platform/auth/auth.module';
import { AdminInfImportsController } from './admin-inf-imports.controller';
import { DriverDevicesController } from './driver-devices.controller';
import { DriverDevicesService } from './driver-devices.service';
import { DriverPackagesService } from './driver-packages.service';
import { InfImportsService } from './inf-imports.service';
import { infUploadBody } from './inf-upload.middleware';

/** The drivers' packages: the INF files each version ships and the devices they declare, shipped and imported. */
@Module({
  imports: [AuthModule],
  controllers: [DriverDevicesController, AdminInfImportsController],
  providers: [DriverPackagesService, DriverDevicesService, InfImportsService],
})
export class DriverPackagesModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer
      .apply(infUploadBody)
      .forRoutes({ path: 'admin/drivers/:id/inf', method: RequestMethod.POST }, { path: 'admin/drivers/:id/inf/preview', method: RequestMethod.POST });
  }
}
