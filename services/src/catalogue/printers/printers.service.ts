import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isOfficialUrl, PRINTER_BRAND_CATALOGUES, printerTypesOf } from '@driveratlas/driver-domain';
import { Repository } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Write, writer } from '../../platform/database/write-transaction';
import { Driver } from '../drivers/driver.entity';
import { ManufacturersService } from '../manufacturers/manufacturers.service';
import { PrinterBrandDto } from './dto/printer-brand.dto';
import { PrinterModelInputDto } from './dto/printer-model-input.dto';
import { PrinterBrand } from './printer-brand.entity';
import { PrinterModel } from './printer-model.entity';

@Injectable()
export class PrintersService {
  constructor(
    @InjectRepository(PrinterBrand) private readonly storedBrands: Repository<PrinterBrand>,
    @InjectRepository(PrinterModel) private readonly storedModels: Repository<PrinterModel>,
    private readonly replica: ReplicaReads,
    private readonly manufacturers: ManufacturersService,
  ) {}

  /** The brands and models as a public read reads them (from the replica when it serves the read). */
  private get brands(): Repository<PrinterBrand> {
    return this.replica.from(this.storedBrands);
  }

  private get models(): Repository<PrinterModel> {
    return this.replica.from(this.storedModels);
  }

  /** The rules that depend on the brand: a type its page filters by, and an official page on its manufacturer record's own domains. */
  private async checkModel({ brand, category, officialUrl }: PrinterModelInputDto): Promise<void> {
    const problems: string[] = [];
    const types = printerTypesOf(brand);
    if (!types.includes(category)) problems.push(`category must be one of ${brand}'s printer types: ${types.join(', ')}`);
    const manufacturer = await this.manufacturers.resolve('brand', brand);
    if (!isOfficialUrl(officialUrl, manufacturer)) {
      problems.push(`officialUrl must be on ${manufacturer.name}'s own domains (${manufacturer.domains.join(', ')}), over https`);
    }
    if (problems.length) throw new BadRequestException(problems);
  }

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

  /** Adds a model with the next free id of its brand's range (HP 101–199, Canon 201–299…). */
  async createModel(input: PrinterModelInputDto): Promise<PrinterModel> {
    await this.checkModel(input);
    return this.insertModel(input);
  }

  @Write()
  private async insertModel(input: PrinterModelInputDto): Promise<PrinterModel> {
    const manager = writer();
    const { firstId } = PRINTER_BRAND_CATALOGUES.find((c) => c.brand === input.brand)!;
    await manager.query('SELECT pg_advisory_xact_lock($1)', [firstId]);
    const [{ last }] = await manager.query('SELECT MAX(id) AS last FROM printer_models WHERE id BETWEEN $1 AND $2', [firstId, firstId + 98]);
    const id = (last ?? firstId - 1) + 1;
    if (id > firstId + 98) throw new ConflictException(`${input.brand}'s catalogue is full: it holds ids ${firstId} to ${firstId + 98}.`);
    return manager.save(manager.create(PrinterModel, { image: null, downloadCount: 0, ...input, id }));
  }

  /** Replaces a model's fields; its id and brand stay. */
  async replaceModel(id: number, input: PrinterModelInputDto): Promise<PrinterModel> {
    await this.checkModel(input);
    return this.updateModel(id, input);
  }

  @Write()
  private async updateModel(id: number, input: PrinterModelInputDto): Promise<PrinterModel> {
    const manager = writer();
    const model = await manager.findOneBy(PrinterModel, { id });
    if (!model) throw new NotFoundException(`No printer model has the id ${id}`);
    if (model.brand !== input.brand) throw new BadRequestException([`brand must stay ${model.brand}: a model cannot move to another brand's catalogue`]);
    return manager.save(PrinterModel, manager.merge(PrinterModel, model, { image: null }, input));
  }

  @Write()
  async removeModel(id: number): Promise<void> {
    const model = await writer().findOne(PrinterModel, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!model) throw new NotFoundException(`No printer model has the id ${id}`);
    await writer().remove(model);
  }
}
