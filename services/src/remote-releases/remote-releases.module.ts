import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { ReleaseAuthGuard } from './release-auth.guard';
import { ReleaseToken } from './release-token.entity';
import { ReleaseTokensController } from './release-tokens.controller';
import { ReleaseTokensService } from './release-tokens.service';
import { RemoteChannel } from './remote-channel.entity';
import { RemoteRelease } from './remote-release.entity';
import { RemoteReleasesController } from './remote-releases.controller';
import { RemoteReleasesService } from './remote-releases.service';
import { RemoteReport } from './remote-report.entity';
import { RemoteReportsController } from './remote-reports.controller';
import { RemoteReportsService } from './remote-reports.service';

/** The registry of the remotes' releases: live releases, canaries, release tokens and the shell's reports. */
@Module({
  imports: [TypeOrmModule.forFeature([RemoteRelease, RemoteChannel, ReleaseToken, RemoteReport]), AuthModule],
  controllers: [RemoteReleasesController, RemoteReportsController, ReleaseTokensController],
  providers: [RemoteReleasesService, RemoteReportsService, ReleaseTokensService, ReleaseAuthGuard],
})
export class RemoteReleasesModule {}
