import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { AdminOnly } from '../../platform/auth/admin-only.decorator';
import { AdminDriversService } from './admin-drivers.service';
import { AdminDriverPageDto, AdminDriverQueryDto, AdminOverviewDto } from './dto/admin-driver-query.dto';

@ApiTags('admin')
@Controller('admin')
export class AdminDriversController {
  constructor(private readonly drivers: AdminDriversService) {}

  /** A page of the drivers table, filtered and sorted by the database (admin). */
  @Get('drivers')
  @AdminOnly()
  page(@Query() query: AdminDriverQueryDto): Promise<AdminDriverPageDto> {
    return this.drivers.page(query);
  }

  /** The dashboard's counters, the most downloaded drivers and the last retention runs (admin). */
  @Get('overview')
  @AdminOnly()
  overview(): Promise<AdminOverviewDto> {
    return this.drivers.overview();
  }
}
