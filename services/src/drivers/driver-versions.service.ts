import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { releaseMonth } from '@driveratlas/catalog';
import { EntityManager, Repository } from 'typeorm';
import { Driver } from './driver.entity';
import { DriverVersion } from './driver-version.entity';
import { DriverVersionDto } from './dto/driver-version.dto';

/** The fields of a driver that make up one of its versions. */
type VersionFields = Pick<Driver, 'version' | 'releaseDate' | 'fileSize' | 'description'>;

/** A driver's version history: its current version (the driver row) and the earlier ones kept in driver_versions. */
@Injectable()
export class DriverVersionsService {
  constructor(@InjectRepository(Driver) private readonly drivers: Repository<Driver>) {}

  /** Newest first: the current version (marked latest), then the earlier ones by release month, the last replaced first. */
  async history(driverId: number): Promise<DriverVersionDto[]> {
    const driver = await this.drivers.findOneBy({ id: driverId });
    if (!driver) throw new NotFoundException(`Driver ${driverId} was not found.`);
    const earlier = await this.drivers.manager
      .createQueryBuilder(DriverVersion, 'v')
      .where('v.driverId = :driverId', { driverId })
      .orderBy('v.releasedOn', 'DESC', 'NULLS LAST')
      .addOrderBy('v.id', 'DESC')
      .getMany();
    return [
      { version: driver.version, releaseDate: driver.releaseDate, fileSize: driver.fileSize, notes: driver.description, latest: true },
      ...earlier.map(({ version, releaseDate, fileSize, notes }) => ({ version, releaseDate, fileSize, notes, latest: false })),
    ];
  }

  /**
   * Keeps `current` in the history when `next` gives the driver another version; within the edit's transaction
   * (`manager`), so the history never misses a version nor holds one the edit did not make.
   */
  async keepPrevious(manager: EntityManager, current: Driver, next: VersionFields): Promise<void> {
    if (next.version.trim() === current.version.trim()) return;
    await manager.insert(DriverVersion, {
      driverId: current.id,
      version: current.version,
      releaseDate: current.releaseDate,
      releasedOn: releaseMonth(current.releaseDate),
      fileSize: current.fileSize,
      notes: current.description,
    });
  }
}
