import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { PRINTER_BRAND_CATALOGUES } from '@driveratlas/catalog';
import { Repository } from 'typeorm';
import { Driver } from '../drivers/driver.entity';
import { PrinterBrandDto } from './dto/printer-brand.dto';
import { PrinterBrand } from './printer-brand.entity';
import { PrinterModel } from './printer-model.entity';

@Injectable()
export class PrintersService {
  constructor(
    @InjectRepository(PrinterBrand) private readonly brands: Repository<PrinterBrand>,
    @InjectRepository(PrinterModel) private readonly models: Repository<PrinterModel>,
  ) {}

  async brandsWithCounts(): Promise<PrinterBrandDto[]> {
    const rows = await this.brands
      .createQueryBuilder('b')
      .select(['b.id AS id', 'b.name AS name', 'b.logoUrl AS "logoUrl"'])
      .addSelect((sub) => sub.select('COUNT(*)::int').from(PrinterModel, 'm').where('m.brand = b.name'), 'modelCount')
      .addSelect((sub) => sub.select('COUNT(*)::int').from(Driver, 'd').where('lower(d.manufacturer) = lower(b.name)'), 'driverRecords')
      .orderBy('b.position', 'ASC')
      .addOrderBy('b.id', 'ASC')
      .getRawMany<{ id: number; name: string; logoUrl: string | null; modelCount: number; driverRecords: number }>();
    return rows.map(({ modelCount, driverRecords, ...brand }) => ({
      ...brand,
      driverCount: modelCount + driverRecords,
      route: PRINTER_BRAND_CATALOGUES.find((c) => c.brand === brand.name)?.route ?? null,
    }));
  }

  listModels(brand?: string): Promise<PrinterModel[]> {
    return this.models.find({ where: brand ? { brand } : {}, order: { id: 'ASC' } });
  }

  findModel(id: number): Promise<PrinterModel | null> {
    return this.models.findOneBy({ id });
  }
}
