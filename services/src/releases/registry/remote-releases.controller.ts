import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Req } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiParam, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { REMOTE_RELEASES } from '../../platform/cdn/cache-tags';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { LiveReleasesDto, ReleaseEntryDto, RemoteReleaseRegistryDto, RemoteReleasesDto } from './dto/release-answers.dto';
import { ReleaseMetadataDto } from './dto/release-metadata.dto';
import { SetActiveReleaseDto, SetCanaryDto } from './dto/release-writes.dto';
import { actorOf } from '../tokens/release-actor';
import { ReleaseCall, ReleaseWrite } from '../tokens/release-call.decorator';
import { RemoteNamePipe } from './remote-name.pipe';
import { RemoteReleasesService } from './remote-releases.service';

const REMOTE_PARAM = ApiParam({ name: 'remote', description: `A remote: ${REMOTE_NAMES.join(', ')}.`, example: 'legal' });
const NOT_FOUND = ApiNotFoundResponse({ type: ErrorResponseDto, description: 'The remote has no such release, or there is no such remote.' });
const REFUSED = ApiUnprocessableEntityResponse({ type: ErrorResponseDto, description: 'A check failed: the message says which and why.' });

@ApiTags('remote-releases')
@Controller()
export class RemoteReleasesController {
  constructor(private readonly releases: RemoteReleasesService) {}

  /** The live releases: every remote with an active release, and its canary with its share of visitors (what the gateway lists). */
  @Get('remote-releases')
  @PublicRead({ tags: () => [REMOTE_RELEASES] })
  live(): Promise<LiveReleasesDto> {
    return this.releases.live();
  }

  /** Every remote, its active and canary releases, and its releases newest first with their checks, metadata and failure rates (admin or release token). */
  @Get('admin/remote-releases')
  @ReleaseCall()
  registry(): Promise<RemoteReleaseRegistryDto> {
    return this.releases.registry();
  }

  /** Registers a release from its release.json, after the checks in it and the live checks against the other remotes' live releases (admin or the remote's token). */
  @Post('admin/remote-releases')
  @ReleaseWrite()
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The remote already has a release with this id.' })
  @REFUSED
  register(@Body() input: ReleaseMetadataDto, @Req() req: Request): Promise<ReleaseEntryDto> {
    return this.releases.register(input, actorOf(req));
  }

  /** Makes a registered release active on every gateway within seconds: a promotion, or a roll back to an earlier release (admin or the remote's token). */
  @Put('admin/remote-releases/:remote/active')
  @ReleaseWrite()
  @REMOTE_PARAM
  @NOT_FOUND
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The release is already active.' })
  @REFUSED
  setActive(@Param('remote', RemoteNamePipe) remote: string, @Body() input: SetActiveReleaseDto, @Req() req: Request): Promise<RemoteReleasesDto> {
    return this.releases.setActive(remote, input.release, actorOf(req));
  }

  /** Shows a registered release to a share of visitors (1–50 %) beside the active one (admin or the remote's token). */
  @Put('admin/remote-releases/:remote/canary')
  @ReleaseWrite()
  @REMOTE_PARAM
  @NOT_FOUND
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The release is the active one, or the remote has no active release.' })
  @REFUSED
  setCanary(@Param('remote', RemoteNamePipe) remote: string, @Body() input: SetCanaryDto, @Req() req: Request): Promise<RemoteReleasesDto> {
    return this.releases.setCanary(remote, input.release, input.share, actorOf(req));
  }

  /** Drops the canary: every visitor gets the active release (admin or the remote's token). */
  @Delete('admin/remote-releases/:remote/canary')
  @ReleaseWrite()
  @REMOTE_PARAM
  @NOT_FOUND
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The remote has no canary.' })
  dropCanary(@Param('remote', RemoteNamePipe) remote: string, @Req() req: Request): Promise<RemoteReleasesDto> {
    return this.releases.dropCanary(remote, actorOf(req));
  }

  /** Makes the canary the active release (admin or the remote's token). */
  @Post('admin/remote-releases/:remote/canary/promote')
  @HttpCode(200)
  @ReleaseWrite()
  @REMOTE_PARAM
  @NOT_FOUND
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The remote has no canary.' })
  @REFUSED
  promoteCanary(@Param('remote', RemoteNamePipe) remote: string, @Req() req: Request): Promise<RemoteReleasesDto> {
    return this.releases.promoteCanary(remote, actorOf(req));
  }
}
