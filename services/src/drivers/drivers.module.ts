import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { Category } from '../categories/category.entity';
import { ManufacturersModule } from '../manufacturers/manufacturers.module';
import { RetentionModule } from '../retention/retention.module';
import { AdminDriversController } from './admin-drivers.controller';
import { AdminDriversService } from './admin-drivers.service';
import { Driver } from './driver.entity';
import { DriverVersion } from './driver-version.entity';
import { DriverVersionsController } from './driver-versions.controller';
import { DriverVersionsService } from './driver-versions.service';
import { DriversController } from './drivers.controller';
import { DriversService } from './drivers.service';

@Module({
  imports: [TypeOrmModule.forFeature([Driver, DriverVersion, Category]), AuthModule, ManufacturersModule, RetentionModule],
  controllers: [DriversController, DriverVersionsController, AdminDriversController],
  providers: [DriversService, DriverVersionsService, AdminDriversService],
})
export class DriversModule {}
