import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PrivacyRequest } from './privacy-request.entity';
import { PrivacyRequestsController } from './privacy-requests.controller';

@Module({
  imports: [TypeOrmModule.forFeature([PrivacyRequest]), AuthModule],
  controllers: [PrivacyRequestsController],
})
export class PrivacyRequestsModule {}
