import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PartnerKeyUsage } from './partner-key-usage.entity';
import { PartnerKey } from './partner-key.entity';
import { PartnerKeyGuard } from './partner-key.guard';
import { PartnerKeysInternalController } from './partner-keys-internal.controller';
import { PartnerKeysController } from './partner-keys.controller';
import { PartnerKeys } from './partner-keys.service';

/** Partners' API keys: made, rotated and revoked by the operator; their quotas and usage for the gateway. */
@Module({
  imports: [TypeOrmModule.forFeature([PartnerKey, PartnerKeyUsage]), AuthModule],
  controllers: [PartnerKeysController, PartnerKeysInternalController],
  providers: [PartnerKeys, PartnerKeyGuard],
  exports: [PartnerKeys, PartnerKeyGuard],
})
export class PartnersModule {}
