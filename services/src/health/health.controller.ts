import { Controller, Get, ServiceUnavailableException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import { ErrorResponseDto } from '../common/error-response.dto';
import { HealthDto } from './dto/health.dto';

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The service is up and reaches its database. */
  @Get()
  @ApiServiceUnavailableResponse({ type: ErrorResponseDto, description: 'The database cannot be reached.' })
  async check(): Promise<HealthDto> {
    try {
      await this.db.query('SELECT 1');
    } catch {
      throw new ServiceUnavailableException('The database cannot be reached.');
    }
    return { status: 'ok', database: 'up' };
  }
}
