import { Controller, Get, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { PublicRead } from '../response-cache/public-read.decorator';
import { DriverAddressesDto, DriverAddressesQueryDto } from './dto/driver-addresses.dto';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

@ApiTags('sitemap')
@Controller('sitemap')
export class SitemapController {
  constructor(@InjectRepository(Driver) private readonly catalogue: Repository<Driver>) {}

  /** Every driver's id, name and last change, by id, 50,000 a page: what the site's sitemap lists of the drivers' pages. */
  @Get('drivers')
  @PublicRead('drivers')
  async drivers(@Query() { page = 1 }: DriverAddressesQueryDto): Promise<DriverAddressesDto> {
    const [total, drivers] = await Promise.all([
      this.catalogue.count(),
      this.catalogue.find({
        select: { id: true, name: true, updatedAt: true },
        order: { id: 'ASC' },
        skip: (page - 1) * SITEMAP_PAGE_SIZE,
        take: SITEMAP_PAGE_SIZE,
      }),
    ]);
    return { total, pageSize: SITEMAP_PAGE_SIZE, drivers: drivers.map(({ id, name, updatedAt }) => ({ id, name, updatedAt })) };
  }
}
