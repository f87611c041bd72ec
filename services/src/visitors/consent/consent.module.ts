import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../platform/auth/auth.module';
import { ConsentRecord } from './consent-record.entity';
import { ConsentController } from './consent.controller';
import { ConsentService } from './consent.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConsentRecord]), AuthModule],
  controllers: [ConsentController],
  providers: [ConsentService],
})
export class ConsentModule {}
