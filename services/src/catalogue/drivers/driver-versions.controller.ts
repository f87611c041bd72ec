import { Body, Controller, Delete, Get, Param, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { AdminWrite } from '../../platform/auth/admin-only.decorator';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { driverKey } from '../../platform/cdn/cache-tags';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { DriverVersionsService } from './driver-versions.service';
import { DriverVersionDto } from './dto/driver-version.dto';
import { WithdrawVersionDto } from './dto/withdrawn-version.dto';

@ApiTags('drivers')
@Controller('drivers')
export class DriverVersionsController {
  constructor(private readonly versions: DriverVersionsService) {}

  /**
   * The driver's version history, newest first: its current version (`latest: true`), then the earlier versions the
   * catalogue kept when an edit changed the version.
   */
  @Get(':id/versions')
  @PublicRead({ tags: (_versions, req) => [driverKey(String(req.params.id))] })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  list(@Param('id', ParseIdPipe) id: number): Promise<DriverVersionDto[]> {
    return this.versions.history(id);
  }
}

/** The operator marks the versions their makers withdrew. */
@ApiTags('admin')
@Controller('admin/drivers')
export class AdminWithdrawnVersionsController {
  constructor(private readonly versions: DriverVersionsService) {}

  /**
   * Marks a version of the driver withdrawn by its maker, with the maker's reason and page: the driver page shows it,
   * My PC tells a device on it, the driver's feed and a `driver.version_withdrawn` webhook announce it. Answers the
   * driver's history.
   */
  @Post(':id/withdrawn-versions')
  @AdminWrite('Driver version marked withdrawn', 'driver')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  @ApiConflictResponse({ type: ErrorResponseDto, description: 'The version is marked withdrawn already.' })
  withdraw(@Param('id', ParseIdPipe) id: number, @Body() input: WithdrawVersionDto): Promise<DriverVersionDto[]> {
    return this.versions.withdraw(id, input);
  }

  /** Takes back a mark of withdrawn set by mistake. Answers the driver's history. */
  @Delete(':id/withdrawn-versions/:version')
  @ApiParam({ name: 'version', description: 'A version of the driver marked withdrawn.', example: '560.70' })
  @AdminWrite('Driver version no longer marked withdrawn', 'driver')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id, or the version is not marked withdrawn.' })
  restore(@Param('id', ParseIdPipe) id: number, @Param('version') version: string): Promise<DriverVersionDto[]> {
    return this.versions.restore(id, version);
  }
}
