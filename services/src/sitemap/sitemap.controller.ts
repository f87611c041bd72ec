import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { PublicRead } from '../public-reads/public-read.decorator';
import { DriverAddressesDto, DriverAddressesQueryDto } from './dto/driver-addresses.dto';
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
}
