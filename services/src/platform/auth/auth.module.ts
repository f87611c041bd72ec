import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminCredential } from './admin-credential.entity';
import { AdminSession } from './admin-session.entity';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { LoginAttempt } from './login-attempt.entity';
import { SessionGuard } from './session.guard';

@Module({
  imports: [TypeOrmModule.forFeature([AdminCredential, AdminSession, LoginAttempt])],
  controllers: [AuthController],
  providers: [AuthService, SessionGuard],
  exports: [AuthService, SessionGuard],
})
export class AuthModule {}
