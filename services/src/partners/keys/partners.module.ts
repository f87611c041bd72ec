import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokensModule } from '../../platform/access-tokens';
import { AuthModule } from '../../platform/auth/auth.module';
import { PartnerKeyUsage } from './partner-key-usage.entity';
import { PartnerKeyGuard } from './partner-key.guard';
import { PartnerKeysInternalController } from './partner-keys-internal.controller';
import { PartnerKeysController } from './partner-keys.controller';
import { PartnerKeys } from './partner-keys.service';

/** Partners' API keys (access tokens scoped by a quota): made, rotated and revoked by the operator; their quotas and usage for the gateway. */
@Module({
  imports: [TypeOrmModule.forFeature([PartnerKeyUsage]), AccessTokensModule, AuthModule],
  controllers: [PartnerKeysController, PartnerKeysInternalController],
  providers: [PartnerKeys, PartnerKeyGuard],
  exports: [PartnerKeys, PartnerKeyGuard],
})
export class PartnersModule {}
