import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { findManufacturer, isOfficialUrl, releaseMonth } from '@driveratlas/catalog';
import { Repository } from 'typeorm';
import { Driver } from './driver.entity';
import { CreateDriverDto } from './dto/create-driver.dto';
import { DriverQueryDto } from './dto/driver-query.dto';

/** Featured: verified drivers of the latest version, most downloaded first. */
export const FEATURED_RULE = 'isVerified AND isLatest, by downloadCount descending';

/** A manufacturer filter value ("nvidia", "cirrus-logic") or name, as the manufacturer's name. */
export const manufacturerName = (value: string) => findManufacturer(value)?.name ?? value.trim();

@Injectable()
export class DriversService {
  constructor(@InjectRepository(Driver) private readonly drivers: Repository<Driver>) {}

  list(query: DriverQueryDto): Promise<Driver[]> {
    const qb = this.drivers.createQueryBuilder('d');
    if (query.category) qb.andWhere('d.category = :category', { category: query.category });
    if (query.manufacturer) qb.andWhere('lower(d.manufacturer) = lower(:name)', { name: manufacturerName(query.manufacturer) });
    return qb.orderBy('d.downloadCount', 'DESC').addOrderBy('d.id', 'ASC').getMany();
  }

  featured(): Promise<Driver[]> {
    return this.drivers.find({
      where: { isVerified: true, isLatest: true },
      order: { downloadCount: 'DESC', id: 'ASC' },
    });
  }

  async get(id: number): Promise<Driver> {
    const driver = await this.drivers.findOneBy({ id });
    if (!driver) throw new NotFoundException(`Driver ${id} was not found.`);
    return driver;
  }

  create(input: CreateDriverDto): Promise<Driver> {
    this.checkOfficialUrl(input);
    return this.drivers.save(this.drivers.create({ ...input, releasedOn: releaseMonth(input.releaseDate) }));
  }

  async replace(id: number, input: CreateDriverDto): Promise<Driver> {
    this.checkOfficialUrl(input);
    const driver = await this.get(id);
    const optional = { officialUrl: null, fullName: null, modelNumber: null, series: null, image: null, driverFile: null };
    return this.drivers.save(this.drivers.merge(driver, optional, input, { releasedOn: releaseMonth(input.releaseDate) }));
  }

  async remove(id: number): Promise<void> {
    const result = await this.drivers.delete({ id });
    if (!result.affected) throw new NotFoundException(`Driver ${id} was not found.`);
  }

  /** Where a driver's download sends the visitor: its official page, else the manufacturer's driver page. */
  officialPage(driver: Driver): string | undefined {
    const manufacturer = findManufacturer(driver.manufacturer);
    if (driver.officialUrl) return driver.officialUrl;
    if (manufacturer && isOfficialUrl(driver.downloadUrl, manufacturer)) return driver.downloadUrl;
    return manufacturer?.supportUrl;
  }

  private checkOfficialUrl(input: CreateDriverDto): void {
    const manufacturer = findManufacturer(input.manufacturer);
    if (input.officialUrl && manufacturer && !isOfficialUrl(input.officialUrl, manufacturer)) {
      throw new BadRequestException([`officialUrl must be on ${manufacturer.name}'s own domain (${manufacturer.domains.join(', ')})`]);
    }
  }
}
