import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../platform/auth/auth.module';
import { Category } from '../categories/category.entity';
import { ManufacturersModule } from '../manufacturers/manufacturers.module';
import { RetentionModule } from '../../platform/retention/retention.module';
import { AdminDriversController } from './admin-drivers.controller';
import { AdminDriversService } from './admin-drivers.service';
import { Driver } from './driver.entity';
import { DriverVersion } from './driver-version.entity';
import { AdminWithdrawnVersionsController, DriverVersionsController } from './driver-versions.controller';
import { DriverVersionsService } from './driver-versions.service';
import { DriversController } from './drivers.controller';
import { DriversService } from './drivers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Driver, DriverVersion, Category]), AuthModule, ManufacturersModule, RetentionModule],
  controllers: [DriversController, DriverVersionsController, AdminDriversController, AdminWithdrawnVersionsController],
  providers: [DriversService, DriverVersionsService, AdminDriversService],
  exports: [DriverVersionsService],
})
export class DriversModule {}
