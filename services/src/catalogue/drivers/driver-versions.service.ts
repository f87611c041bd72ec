import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { isOfficialUrl, releaseMonth } from '@driveratlas/driver-domain';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Write, writer } from '../../platform/database/write-transaction';
import { EntityManager, Repository } from 'typeorm';
import { ManufacturersService } from '../manufacturers/manufacturers.service';
import { Driver } from './driver.entity';
import { DriverVersion } from './driver-version.entity';
import { DriverVersionDto } from './dto/driver-version.dto';
import { WithdrawVersionDto } from './dto/withdrawn-version.dto';
import { WithdrawnVersion } from './withdrawn-version.entity';

/** The fields of a driver that make up one of its versions. */
type VersionFields = Pick<Driver, 'version' | 'releaseDate' | 'fileSize' | 'description'>;

/** A driver's version history: its current version (the driver row) and the earlier ones kept in driver_versions. */
@Injectable()
export class DriverVersionsService {
  constructor(
    @InjectRepository(Driver) private readonly stored: Repository<Driver>,
    private readonly replica: ReplicaReads,
    private readonly manufacturers: ManufacturersService,
  ) {}

  /** The drivers as a public read reads them (from the replica when it serves the read). */
  private get drivers(): Repository<Driver> {
    return this.replica.from(this.stored);
  }

  /** Newest first: the current version (marked latest), then the earlier ones by release month, the last replaced first; each withdrawn one says so. */
  async history(driverId: number): Promise<DriverVersionDto[]> {
    return this.historyIn(this.drivers.manager, driverId);
  }

  private async historyIn(manager: EntityManager, driverId: number): Promise<DriverVersionDto[]> {
    const driver = await manager.findOneBy(Driver, { id: driverId });
    if (!driver) throw new NotFoundException(`Driver ${driverId} was not found.`);
    const earlier = await manager
      .createQueryBuilder(DriverVersion, 'v')
      .where('v.driverId = :driverId', { driverId })
      .orderBy('v.releasedOn', 'DESC', 'NULLS LAST')
      .addOrderBy('v.id', 'DESC')
      .getMany();
    const withdrawn = new Map((await manager.findBy(WithdrawnVersion, { driverId })).map((w) => [w.version.trim(), w]));
    const mark = (version: string) => {
      const found = withdrawn.get(version.trim());
      return found ? { reason: found.reason, link: found.link, withdrawnAt: found.withdrawnAt } : null;
    };
    return [
      {
        version: driver.version,
        releaseDate: driver.releaseDate,
        fileSize: driver.fileSize,
        notes: driver.description,
        latest: true,
        withdrawn: mark(driver.version),
      },
      ...earlier.map(({ version, releaseDate, fileSize, notes }) => ({ version, releaseDate, fileSize, notes, latest: false, withdrawn: mark(version) })),
    ];
  }

  /**
   * Marks a version of the driver withdrawn by its maker (its current one or one of its history), with the maker's
   * reason and page (on the manufacturer's own domains): the history it then has.
   */
  @Write()
  async withdraw(driverId: number, { version, reason, link }: WithdrawVersionDto): Promise<DriverVersionDto[]> {
    const manager = writer();
    const history = await this.historyIn(manager, driverId);
    const known = history.find((v) => v.version.trim() === version.trim());
    if (!known) throw new BadRequestException([`version must be one of the driver's versions: ${history.map((v) => v.version).join(', ')}`]);
    if (known.withdrawn) throw new ConflictException(`Version ${known.version} is marked withdrawn already.`);
    if (link) {
      const { manufacturer } = (await manager.findOneBy(Driver, { id: driverId }))!;
      const maker = await this.manufacturers.resolve('manufacturer', manufacturer);
      if (!isOfficialUrl(link, maker)) throw new BadRequestException([`link must be on ${maker.name}'s own domains (${maker.domains.join(', ')}), over https`]);
    }
    await manager.insert(WithdrawnVersion, { driverId, version: known.version, reason: reason.trim(), link: link ?? null });
    return this.historyIn(manager, driverId);
  }

  /** Takes back a mark of withdrawn (the operator's mistake): the history it then has. */
  @Write()
  async restore(driverId: number, version: string): Promise<DriverVersionDto[]> {
    const manager = writer();
    const mark = await manager.findOneBy(WithdrawnVersion, { driverId, version: version.trim() });
    if (!mark) throw new NotFoundException(`Version ${version} of driver ${driverId} is not marked withdrawn.`);
    await manager.remove(mark);
    return this.historyIn(manager, driverId);
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
