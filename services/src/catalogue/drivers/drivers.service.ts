import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findManufacturer, isOfficialUrl, releaseMonth } from '@driveratlas/driver-domain';
import { Repository } from 'typeorm';
import { decodeCursor, orderOf, readPage, SortKey, whereAfter } from '../../platform/common/cursor';
import { Write, writer } from '../../platform/database/write-transaction';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { looksLikeUrl } from '../manufacturers/manufacturer-names';
import { ManufacturersService } from '../manufacturers/manufacturers.service';
import { Driver } from './driver.entity';
import { DriverVersionsService } from './driver-versions.service';
import { CreateDriverDto } from './dto/create-driver.dto';
import { DriverQueryDto } from './dto/driver-query.dto';

/** Featured: verified drivers of the latest version, most downloaded first. */
export const FEATURED_RULE = 'isVerified AND isLatest, by downloadCount descending';

/** A manufacturer filter value ("nvidia", "cirrus-logic") or name, as the manufacturer's name. */
/** The public list's order: most downloaded first, ties by id. */
const DRIVER_LIST_ORDER: SortKey[] = [
  { column: 'd.downloadCount', direction: 'DESC', type: 'integer' },
  { column: 'd.id', direction: 'ASC', type: 'integer' },
];

export const manufacturerName = (value: string) => findManufacturer(value)?.name ?? value.trim();

@Injectable()
export class DriversService {
  constructor(
    @InjectRepository(Driver) private readonly stored: Repository<Driver>,
    private readonly manufacturers: ManufacturersService,
    private readonly versions: DriverVersionsService,
    private readonly replica: ReplicaReads,
  ) {}

  /** The drivers as a public read reads them (from the replica when it serves the read). */
  private get drivers(): Repository<Driver> {
    return this.replica.from(this.stored);
  }

  /** A page of drivers, most downloaded first, after the cursor's row when `after` is given, and the cursor after it. */
  list(query: DriverQueryDto): Promise<{ items: Driver[]; nextCursor: string | null }> {
    const qb = this.drivers.createQueryBuilder('d');
    if (query.category) qb.andWhere('d.category = :category', { category: query.category });
    if (query.manufacturer) qb.andWhere('lower(d.manufacturer) = lower(:name)', { name: manufacturerName(query.manufacturer) });
    const scope = { list: '/api/drivers', sort: 'downloads', filters: { category: query.category, manufacturer: query.manufacturer } };
    if (query.after) whereAfter(qb, DRIVER_LIST_ORDER, decodeCursor(query.after, scope, DRIVER_LIST_ORDER));
    return readPage(qb.orderBy(orderOf(DRIVER_LIST_ORDER)), DRIVER_LIST_ORDER, scope, query.limit);
  }

  featured(limit?: number): Promise<Driver[]> {
    return this.drivers.find({
      where: { isVerified: true, isLatest: true },
      order: { downloadCount: 'DESC', id: 'ASC' },
      take: limit,
    });
  }

  async get(id: number): Promise<Driver> {
    const driver = await this.drivers.findOneBy({ id });
    if (!driver) throw new NotFoundException(`Driver ${id} was not found.`);
    return driver;
  }

  async create(input: CreateDriverDto): Promise<Driver> {
    return this.insert(await this.checked(input));
  }

  @Write()
  private async insert(driver: CreateDriverDto): Promise<Driver> {
    const manager = writer();
    return manager.save(manager.create(Driver, driver));
  }

  async replace(id: number, input: CreateDriverDto): Promise<Driver> {
    return this.update(id, await this.checked(input));
  }

  @Write()
  private async update(id: number, driver: CreateDriverDto): Promise<Driver> {
    const manager = writer();
    const optional = {
      officialUrl: null,
      fullName: null,
      modelNumber: null,
      series: null,
      image: null,
      driverFile: null,
      hardwareIds: [],
      supportEnded: false,
      supportEndedOn: null,
    };
    // Locked, so that of two edits at once the second keeps the version the first one wrote.
    const current = await manager.findOne(Driver, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!current) throw new NotFoundException(`Driver ${id} was not found.`);
    await this.versions.keepPrevious(manager, current, driver);
    return manager.save(Driver, manager.merge(Driver, current, optional, driver));
  }

  @Write()
  async remove(id: number): Promise<void> {
    const driver = await writer().findOne(Driver, { where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!driver) throw new NotFoundException(`Driver ${id} was not found.`);
    await writer().remove(driver);
  }

  /**
   * The driver as stored: its manufacturer one of the records (by its canonical name), its official page, and its
   * download location where it is a URL, https on that manufacturer's own domains; else 400.
   */
  private async checked(input: CreateDriverDto): Promise<CreateDriverDto & { releasedOn: string | null }> {
    const manufacturer = await this.manufacturers.resolve('manufacturer', input.manufacturer);
    const onItsDomains = `on ${manufacturer.name}'s own domains (${manufacturer.domains.join(', ')}), over https`;
    const problems: string[] = [];
    if (input.officialUrl && !isOfficialUrl(input.officialUrl, manufacturer)) problems.push(`officialUrl must be ${onItsDomains}`);
    if (looksLikeUrl(input.downloadUrl) && !isOfficialUrl(input.downloadUrl, manufacturer))
      problems.push(`downloadUrl must be ${onItsDomains}, or a path of this site`);
    if (problems.length) throw new BadRequestException(problems);
    return { ...input, manufacturer: manufacturer.name, releasedOn: releaseMonth(input.releaseDate) };
  }
}
