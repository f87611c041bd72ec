import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../platform/auth/auth.module';
import { ManufacturersModule } from '../manufacturers/manufacturers.module';
import { PrinterBrand } from './printer-brand.entity';
import { PrinterModel } from './printer-model.entity';
import { PrintersController } from './printers.controller';
import { PrintersService } from './printers.service';

@Module({
  imports: [TypeOrmModule.forFeature([PrinterBrand, PrinterModel]), AuthModule, ManufacturersModule],
  controllers: [PrintersController],
  providers: [PrintersService],
  exports: [PrintersService],
})
export class PrintersModule {}
