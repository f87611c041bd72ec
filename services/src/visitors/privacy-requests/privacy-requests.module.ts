import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../../platform/auth/auth.module';
import { PersonalDataService } from './personal-data.service';
import { PrivacyRequestEvent } from './privacy-request-event.entity';
import { PrivacyRequest } from './privacy-request.entity';
import { PrivacyRequestsController } from './privacy-requests.controller';
import { PrivacyRequestsService } from './privacy-requests.service';

@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequest, PrivacyRequestEvent]), AuthModule],
  controllers: [PrivacyRequestsController],
  providers: [PrivacyRequestsService, PersonalDataService],
})
export class PrivacyRequestsModule {}
