import { BadRequestException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DatabaseClient } from '../../platform/database/database-client';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { matchedBySeries } from './series-coverage';
import { Driver } from '../drivers/driver.entity';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { HardwareIdAnswerDto, HardwareIdNamesDto } from './dto/hardware-id-answer.dto';
import {
  HARDWARE_ID_EXAMPLE,
  HardwareId,
  HardwareIdError,
  parseHardwareId,
  parseHardwareIdList,
  ParsedHardwareIdList,
} from '../hardware-id-matching/hardware-id';
import { matchingForms, mergeDeviceIds, sameDevice } from '../hardware-id-matching/matching-forms';
import { recordIdDatabasesImported } from './id-databases-changed';
import { importIdDatabases, shippedVersions } from './import-id-databases';
import { manufacturerSlugOf } from './known-vendors';
import { deviceNames, idDatabaseSources } from './device-names';

/** Said with every refusal, so a visitor knows what to paste and where to find it. */
export const WHERE_TO_FIND =
  `A hardware ID looks like ${HARDWARE_ID_EXAMPLE}: in Device Manager, open the device's Properties, ` + `then the Details tab, and choose Hardware Ids.`;

const VENDOR_DRIVERS = 12;

@Injectable()
export class HardwareIdsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(HardwareIdsService.name);

  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
    private readonly replica: ReplicaReads,
  ) {}

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  /**
   * A newer pci.ids or usb.ids put in services/data/hardware-ids is loaded at the next start, on a connection of its own
   * (free of the request timeouts), while the service answers from the copy loaded before.
   */
  async onApplicationBootstrap(): Promise<void> {
    const shipped = shippedVersions();
    const loaded = await this.db.query<Array<{ file: 'pci.ids' | 'usb.ids'; version: string | null }>>(`SELECT "file", "version" FROM "id_database_versions"`);
    const stale = Object.entries(shipped).filter(([file, version]) => loaded.find((row) => row.file === file)?.version !== version);
    if (!stale.length) return;
    void this.reimport(stale.map(([file]) => file));
  }

  private async reimport(files: string[]): Promise<void> {
    const client = new DatabaseClient({ connectionString: this.config.databaseUrl });
    try {
      await client.connect();
      await client.query('BEGIN');
      const imported = await importIdDatabases(client);
      await recordIdDatabasesImported(client);
      await client.query('COMMIT');
      this.logger.warn(`Loaded the newer ${files.join(' and ')}: pci.ids ${imported.pci.version}, usb.ids ${imported.usb.version}.`);
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      this.logger.error(`Could not load the newer ${files.join(' and ')}: ${(error as Error).message}`);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** One hardware ID (GET /api/hardware-ids/{id}). */
  lookUpOne(input: string): Promise<HardwareIdAnswerDto> {
    try {
      return this.answer({ ids: [parseHardwareId(input)], refused: [] });
    } catch (error) {
      if (error instanceof HardwareIdError) throw new BadRequestException(`${error.message} ${WHERE_TO_FIND}`);
      throw error;
    }
  }

  /** A pasted list, one ID a line as Device Manager copies a device's Hardware Ids; lines that are not IDs are reported. */
  lookUpList(input: string): Promise<HardwareIdAnswerDto> {
    const list = parseHardwareIdList(input);
    if (!list.ids.length) {
      const reason = list.refused[0]?.reason ?? 'Nothing to look up.';
      throw new BadRequestException(`${reason} ${WHERE_TO_FIND}`);
    }
    return this.answer(list);
  }

  private async answer(list: ParsedHardwareIdList): Promise<HardwareIdAnswerDto> {
    const [first] = list.ids;
    const device = mergeDeviceIds(list.ids.filter((id) => sameDevice(id, first)));
    const forms = matchingForms(device);
    const [names, drivers, manufacturer, sources] = await Promise.all([
      this.names(device),
      this.driversFor(forms),
      this.manufacturerOf(device),
      idDatabaseSources(this.db),
    ]);
    const vendorDrivers = drivers.length || !manufacturer ? [] : await this.driversOf(manufacturer.name);
    return {
      hardwareId: device,
      ids: list.ids.map((id) => id.id),
      otherDevices: list.ids.filter((id) => !sameDevice(id, first)).map((id) => id.id),
      refused: list.refused,
      names,
      matchingForms: forms,
      drivers,
      vendorDrivers,
      manufacturer: manufacturer && { name: manufacturer.name, slug: manufacturer.slug, supportUrl: manufacturer.supportUrl },
      sources,
    };
  }

  private async names(id: HardwareId): Promise<HardwareIdNamesDto> {
    const [names] = await deviceNames(this.db, [id]);
    return names;
  }

  /** The drivers listing any of the forms (GIN index), ranked by the most specific form each lists, a driver listing it by name before one covering it by series, then by downloads. */
  private async driversFor(forms: string[]): Promise<HardwareIdAnswerDto['drivers']> {
    const drivers = await this.db.getRepository(Driver).createQueryBuilder('d').where('d.hardwareIds && :forms::text[]', { forms }).getMany();
    const rank = (driver: Driver) => Math.min(...driver.hardwareIds.map((id) => forms.indexOf(id)).filter((i) => i >= 0));
    const bySeries = ({ driver, rank }: { driver: Driver; rank: number }) => Number(matchedBySeries(driver.name, forms[rank]));
    return drivers
      .map((driver) => ({ driver, rank: rank(driver) }))
      .sort((a, b) => a.rank - b.rank || bySeries(a) - bySeries(b) || b.driver.downloadCount - a.driver.downloadCount || a.driver.id - b.driver.id)
      .map(({ driver, rank }) => ({ matchedBy: forms[rank], driver }));
  }

  private async manufacturerOf(id: HardwareId): Promise<Manufacturer | null> {
    const slug = manufacturerSlugOf(id);
    return slug ? this.db.getRepository(Manufacturer).findOneBy({ slug }) : null;
  }

  private driversOf(manufacturer: string): Promise<Driver[]> {
    return this.db.getRepository(Driver).find({ where: { manufacturer }, order: { downloadCount: 'DESC', id: 'ASC' }, take: VENDOR_DRIVERS });
  }
}
