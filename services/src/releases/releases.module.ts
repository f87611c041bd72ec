import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccessTokensModule } from '../platform/access-tokens';
import { AuthModule } from '../platform/auth/auth.module';
import { RemoteChannel } from './registry/remote-channel.entity';
import { RemoteRelease } from './registry/remote-release.entity';
import { RemoteReleasesController } from './registry/remote-releases.controller';
import { RemoteReleasesService } from './registry/remote-releases.service';
import { RemoteReport } from './reports/remote-report.entity';
import { RemoteReportsController } from './reports/remote-reports.controller';
import { RemoteReportsService } from './reports/remote-reports.service';
import { ReleaseAuthGuard } from './tokens/release-auth.guard';
import { ReleaseTokensController } from './tokens/release-tokens.controller';
import { ReleaseTokensService } from './tokens/release-tokens.service';

/**
 * The remotes' releases, the control plane of the frontends' deployment: the registry (releases, each remote's active
 * release and canary), the live checks a release passes against the others, the teams' release tokens (access tokens scoped to a remote) and the shell's
 * reports of how live releases load. It exports nothing: other modules reach it only through its HTTP API.
 */
@Module({
  imports: [TypeOrmModule.forFeature([RemoteRelease, RemoteChannel, RemoteReport]), AccessTokensModule, AuthModule],
  controllers: [RemoteReleasesController, RemoteReportsController, ReleaseTokensController],
  providers: [RemoteReleasesService, RemoteReportsService, ReleaseTokensService, ReleaseAuthGuard],
})
export class ReleasesModule {}
