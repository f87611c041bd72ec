import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth.module';
import { AuditController } from './audit.controller';
import { AuditEntry } from './audit-entry.entity';
import { AuditInterceptor } from './audit.interceptor';
import { AuditService } from './audit.service';

/** The audit log every admin write is recorded in. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([AuditEntry]), AuthModule],
  controllers: [AuditController],
  providers: [AuditService, AuditInterceptor],
  exports: [AuditService, AuditInterceptor],
})
export class AuditModule {}
