import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import { ApiNotFoundResponse, ApiParam, ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../../platform/public-reads/public-read.decorator';
import { DriverAddressesDto, DriverAddressesQueryDto } from './dto/driver-addresses.dto';
import { SitemapFileDto, SitemapFilesDto } from './dto/sitemap-files.dto';
import { SitemapService } from './sitemap.service';

@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(private readonly sitemap: SitemapService) {}

  /** Every driver's id, name and last change, by id, 50,000 a page: what the site's sitemap lists of the drivers' pages. */
  @Get('drivers')
  @PublicRead()
  drivers(@Query() { page = 1 }: DriverAddressesQueryDto): Promise<DriverAddressesDto> {
    return this.sitemap.drivers(page);
  }

  /** The catalogue's sitemap files, by name: the printer models' pages, and the drivers' pages 50,000 a file. */
  @Get('files')
  @PublicRead()
  files(): Promise<SitemapFilesDto> {
    return this.sitemap.files();
  }

  /** The addresses of the catalogue's pages that one sitemap file lists, as the site serves them. */
  @Get('files/:name')
  @PublicRead()
  @ApiParam({ name: 'name', description: 'A name `GET /api/sitemap/files` answers.', example: 'drivers-1' })
  @ApiNotFoundResponse({ description: 'No sitemap file has this name.' })
  async file(@Param('name') name: string): Promise<SitemapFileDto> {
    const file = await this.sitemap.file(name);
    if (!file) throw new NotFoundException('No sitemap file has this name.');
    return file;
  }
}
