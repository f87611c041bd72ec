import { Controller, Get, Param } from '@nestjs/common';
import { findManufacturer } from '@driveratlas/driver-domain';
import { ApiNotFoundResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { categoryKey, driverKey, manufacturerKey } from '../../platform/cdn/cache-tags';
import { ErrorResponseDto } from '../../platform/common/error-response.dto';
import { ID_PARAM_SCHEMA, ParseIdPipe } from '../../platform/common/parse-id.pipe';
import { AtomRead } from './atom-read.decorator';
import { FeedsService } from './feeds.service';

/** Atom feeds of new and updated drivers (the site serves the same documents at /feeds/…): the newest 50 entries each. */
@ApiTags('feeds')
@Controller('feeds')
export class FeedsController {
  constructor(private readonly feeds: FeedsService) {}

  @Get('drivers.atom')
  @AtomRead()
  @ApiOperation({
    summary: 'New and updated drivers',
    description: 'The drivers of the whole catalogue that last changed, newest first: one entry per driver, its current version.',
  })
  catalogue(): Promise<string> {
    return this.feeds.catalogue();
  }

  @Get('categories/:category.atom')
  @AtomRead({ tags: (_feed, req) => [categoryKey(String(req.params.category))] })
  @ApiOperation({
    summary: "A category's new and updated drivers",
    description: 'The category by the words of its name, lower case, joined by "-" (graphics-cards).',
  })
  @ApiParam({ name: 'category', example: 'graphics-cards' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No category has this name.' })
  category(@Param('category') category: string): Promise<string> {
    return this.feeds.category(category);
  }

  @Get('manufacturers/:slug.atom')
  @AtomRead({ tags: (_feed, req) => [manufacturerKey(findManufacturer(String(req.params.slug))?.name ?? String(req.params.slug))] })
  @ApiOperation({ summary: "A manufacturer's new and updated drivers" })
  @ApiParam({ name: 'slug', example: 'nvidia' })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No manufacturer has this slug.' })
  manufacturer(@Param('slug') slug: string): Promise<string> {
    return this.feeds.manufacturer(slug);
  }

  @Get('drivers/:id.atom')
  @AtomRead({ tags: (_feed, req) => [driverKey(String(req.params.id))] })
  @ApiOperation({ summary: "A driver's versions", description: 'One entry per version, the current one first.' })
  @ApiParam({ name: 'id', schema: ID_PARAM_SCHEMA })
  @ApiNotFoundResponse({ type: ErrorResponseDto, description: 'No driver has this id.' })
  driver(@Param('id', ParseIdPipe) id: number): Promise<string> {
    return this.feeds.driver(id);
  }
}
