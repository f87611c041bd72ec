import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import { ApiNotFoundResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { NEXT_PAGE_HEADERS, sendNextPage } from '../../platform/common/paging';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AdminWrite } from '../../platform/auth/admin-only.decorator';
import { driverKeys, filteredListTags } from '../../platform/cdn/cache-tags';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { Driver } from './driver.entity';
import { DriversService, FEATURED_RULE } from './drivers.service';
import { CreateDriverDto } from './dto/create-driver.dto';
import { DriverQueryDto } from './dto/driver-query.dto';
import { ListLimitDto } from './dto/list-limit.dto';

@ApiTags('drivers')
@Controller('drivers')
export class DriversController {
  constructor(private readonly drivers: DriversService) {}

  /**
   * Lists drivers, most downloaded first (ties by id), optionally of one category or one manufacturer, and only the first `limit`.
   * When more follow, the answer's `Link: <…>; rel="next"` and `Next-Cursor` headers give the next page (`after`).
   */
  @Get()
  @PublicRead({ tags: filteredListTags })
  @ApiResponse({ status: 200, type: [Driver], headers: NEXT_PAGE_HEADERS })
  async list(@Query() query: DriverQueryDto, @Req() request: Request, @Res({ passthrough: true }) response: Response): Promise<Driver[]> {
    const { items, nextCursor } = await this.drivers.list(query);
    sendNextPage(request, response, nextCursor);
    return items;
  }

  @Get('featured')
  @PublicRead()
  @ApiOperation({ summary: 'Featured drivers', description: `Featured: ${FEATURED_RULE}; all of them, or the first \`limit\`.` })
  featured(@Query() query: ListLimitDto): Promise<Driver[]> {
    return this.drivers.featured(query.limit);
  }

  @Get(':id')
  @PublicRead({ tags: driverKeys })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  get(@Param('id', ParseIdPipe) id: number): Promise<Driver> {
    return this.drivers.get(id);
  }

  @Post()
  @AdminWrite('Driver created', 'driver', 'name')
  create(@Body() input: CreateDriverDto): Promise<Driver> {
    return this.drivers.create(input);
  }

  /** Replaces every field of a driver. */
  @Put(':id')
  @AdminWrite('Driver updated', 'driver', 'name')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  replace(@Param('id', ParseIdPipe) id: number, @Body() input: CreateDriverDto): Promise<Driver> {
    return this.drivers.replace(id, input);
  }

  @Delete(':id')
  @HttpCode(204)
  @AdminWrite('Driver deleted', 'driver')
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  async remove(@Param('id', ParseIdPipe) id: number): Promise<void> {
    await this.drivers.remove(id);
  }
}
