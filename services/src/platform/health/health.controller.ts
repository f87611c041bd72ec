import { Controller, Get } from '@nestjs/common';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { HealthDto } from './dto/health.dto';
import { HealthService } from './health.service';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(private readonly health: HealthService) {}

  /** The service is up and reaches its database; answered within the database statement timeout either way. */
  @Get()
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database cannot be reached, or did not answer in time.' })
  async check(): Promise<HealthDto> {
    await this.health.checkDatabase();
    return { status: 'ok', database: 'up' };
  }
}
