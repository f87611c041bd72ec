import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Driver } from '../drivers/driver.entity';
import { PrinterModel } from '../printers/printer-model.entity';
import { SitemapController } from './sitemap.controller';
import { SitemapService } from './sitemap.service';

/** What the site's sitemap needs from the catalogue beyond its public lists. */
@Module({
  imports: [TypeOrmModule.forFeature([Driver, PrinterModel])],
  controllers: [SitemapController],
  providers: [SitemapService],
})
export class SitemapModule {}
