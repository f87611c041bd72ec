import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Category } from '../categories/category.entity';
import { Driver } from '../drivers/driver.entity';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { FeedsController } from './feeds.controller';
import { FeedsService } from './feeds.service';

/** The Atom feeds people subscribe to for new and updated drivers. */
@Module({
  imports: [TypeOrmModule.forFeature([Driver, Category, Manufacturer])],
  controllers: [FeedsController],
  providers: [FeedsService],
})
export class FeedsModule {}
