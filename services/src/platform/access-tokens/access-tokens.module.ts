import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessToken } from './access-token.entity';
import { AccessTokens } from './access-tokens.service';

/** The tokens programs call the API with (partner keys, release tokens): one mechanism, which each feature scopes. */
@Module({
  imports: [TypeOrmModule.forFeature([AccessToken])],
  providers: [AccessTokens],
  exports: [AccessTokens],
})
export class AccessTokensModule {}
