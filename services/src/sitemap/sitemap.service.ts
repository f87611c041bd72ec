import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { DriverAddressesDto } from './dto/driver-addresses.dto';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** What the site's sitemap lists of the catalogue. */
@Injectable()
export class SitemapService {
  constructor(@InjectRepository(Driver) private readonly catalogue: Repository<Driver>) {}

  /** One page of every driver's id, name and last change, by id. */
  async drivers(page: number): Promise<DriverAddressesDto> {
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
