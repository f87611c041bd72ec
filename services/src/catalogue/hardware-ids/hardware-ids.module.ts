import { Module } from '@nestjs/common';
import { HardwareIdsController } from './hardware-ids.controller';
import { HardwareIdsService } from './hardware-ids.service';

@Module({
  controllers: [HardwareIdsController],
  providers: [HardwareIdsService],
})
export class HardwareIdsModule {}
