import { driverPath, PRINTER_BRAND_CATALOGUES, printerModelPath } from '@driveratlas/driver-domain';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Driver } from '../drivers/driver.entity';
import { PrinterModel } from '../printers/printer-model.entity';
import { DriverAddressesDto } from './dto/driver-addresses.dto';
import { SitemapFileDto, SitemapFilesDto } from './dto/sitemap-files.dto';

/** The most addresses one sitemap file may list (sitemaps.org). */
export const SITEMAP_PAGE_SIZE = 50_000;

/** A drivers' file by its page: one name each (`drivers-01` is none). */
const DRIVERS_FILE = /^drivers-([1-9]\d{0,9})$/;

/** What the site's sitemap lists of the catalogue. */
@Injectable()
export class SitemapService {
  constructor(
    @InjectRepository(Driver) private readonly stored: Repository<Driver>,
    @InjectRepository(PrinterModel) private readonly models: Repository<PrinterModel>,
    private readonly replica: ReplicaReads,
  ) {}

  /** The drivers as a public read reads them (from the replica when it serves the read). */
  private get catalogue(): Repository<Driver> {
    return this.replica.from(this.stored);
  }

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

  /** `printers`, and a drivers' file for each 50,000 drivers (one when there are none). */
  async files(): Promise<SitemapFilesDto> {
    const pages = Math.max(1, Math.ceil((await this.catalogue.count()) / SITEMAP_PAGE_SIZE));
    return { files: ['printers', ...Array.from({ length: pages }, (_, index) => `drivers-${index + 1}`)] };
  }

  /** The pages one file lists, at the addresses the site serves them; undefined for a name that is no file. */
  async file(name: string): Promise<SitemapFileDto | undefined> {
    if (name === 'printers') {
      const models = await this.replica.from(this.models).find({ select: { brand: true, modelNumber: true }, order: { id: 'ASC' } });
      const addresses = models.flatMap(({ brand, modelNumber }) => {
        const catalogue = PRINTER_BRAND_CATALOGUES.find((c) => c.brand === brand);
        return catalogue ? [{ path: printerModelPath(catalogue.route, modelNumber) }] : [];
      });
      return { addresses };
    }
    const page = Number(DRIVERS_FILE.exec(name)?.[1] ?? 0);
    if (!page) return undefined;
    if (page > 1 && (page - 1) * SITEMAP_PAGE_SIZE >= (await this.catalogue.count())) return undefined;
    const { drivers } = await this.drivers(page);
    return { addresses: drivers.map((driver) => ({ path: driverPath(driver), lastModified: driver.updatedAt.toISOString().slice(0, 10) })) };
  }
}
