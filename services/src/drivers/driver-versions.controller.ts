import { Controller, Get, Param } from '@nestjs/common';
import { ApiNotFoundResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { ParseIdPipe } from '../common/parse-id.pipe';
import { driverKey } from '../cdn/cache-tags';
import { PublicRead } from '../public-reads/public-read.decorator';
import { DriverVersionsService } from './driver-versions.service';
import { DriverVersionDto } from './dto/driver-version.dto';

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
