import { BadRequestException, Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { SERVICE_CONFIG, ServiceConfig } from '../config';
import { Driver } from '../drivers/driver.entity';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { HardwareIdAnswerDto, HardwareIdNamesDto } from './dto/hardware-id-answer.dto';
import {
  HARDWARE_ID_EXAMPLE,
  HardwareId,
  HardwareIdError,
  matchingForms,
  mergeDeviceIds,
  parseHardwareId,
  parseHardwareIdList,
  ParsedHardwareIdList,
  sameDevice,
} from './hardware-id';
import { importIdDatabases, shippedVersions } from './import-id-databases';
import { ACPI_DEVICES, ACPI_VENDORS, manufacturerSlugOf } from './known-vendors';

/** Said with every refusal, so a visitor knows what to paste and where to find it. */
export const WHERE_TO_FIND =
  `A hardware ID looks like ${HARDWARE_ID_EXAMPLE}: in Device Manager, open the device's Properties, ` + `then the Details tab, and choose Hardware Ids.`;

const VENDOR_DRIVERS = 12;

@Injectable()
export class HardwareIdsService implements OnApplicationBootstrap {
  private readonly logger = new Logger(HardwareIdsService.name);

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: ServiceConfig,
  ) {}

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
    const client = new Client({ connectionString: this.config.databaseUrl });
    try {
      await client.connect();
      await client.query('BEGIN');
      const imported = await importIdDatabases(client);
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
      this.sources(),
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

  private async one(sql: string, params: unknown[]): Promise<string | null> {
    const rows = await this.db.query<Array<{ name: string }>>(sql, params);
    return rows[0]?.name ?? null;
  }

  private async names(id: HardwareId): Promise<HardwareIdNamesDto> {
    const lower = (hex: string | null) => hex?.toLowerCase() ?? null;
    const [v, d, sv, sd] = [lower(id.vendorId), lower(id.deviceId), lower(id.subsystemVendorId), lower(id.subsystemDeviceId)];
    const pciVendor = (vendor: string | null) => (vendor ? this.one(`SELECT "name" FROM "pci_vendors" WHERE "vendorId" = $1`, [vendor]) : null);
    switch (id.bus) {
      case 'PCI':
        return {
          vendor: await pciVendor(v),
          device: v && d ? await this.one(`SELECT "name" FROM "pci_devices" WHERE "vendorId" = $1 AND "deviceId" = $2`, [v, d]) : null,
          subsystemVendor: await pciVendor(sv),
          subsystem:
            v && d && sv && sd
              ? await this.one(`SELECT "name" FROM "pci_subsystems" WHERE "vendorId" = $1 AND "deviceId" = $2 AND "subvendorId" = $3 AND "subdeviceId" = $4`, [
                  v,
                  d,
                  sv,
                  sd,
                ])
              : null,
        };
      case 'HDAUDIO':
        // Codecs carry PCI vendor IDs; no database lists codecs, but Realtek numbers each ALC part by its device ID (0897: ALC897).
        return {
          vendor: await pciVendor(v),
          device: v === '10ec' && d ? `ALC${d.replace(/^0+/, '')} High Definition Audio codec` : null,
          subsystemVendor: await pciVendor(sv),
          subsystem: null,
        };
      case 'USB':
        return {
          vendor: await this.one(`SELECT "name" FROM "usb_vendors" WHERE "vendorId" = $1`, [v]),
          device: await this.one(`SELECT "name" FROM "usb_products" WHERE "vendorId" = $1 AND "productId" = $2`, [v, d]),
          subsystemVendor: null,
          subsystem: null,
        };
      case 'ACPI':
        return {
          vendor: (id.vendorId && ACPI_VENDORS[id.vendorId]?.[0]) ?? null,
          device: ACPI_DEVICES[`${id.vendorId}${id.deviceId}`] ?? null,
          subsystemVendor: null,
          subsystem: null,
        };
    }
  }

  /** The drivers listing any of the forms (GIN index), ranked by the most specific form each lists, then by downloads. */
  private async driversFor(forms: string[]): Promise<HardwareIdAnswerDto['drivers']> {
    const drivers = await this.db.getRepository(Driver).createQueryBuilder('d').where('d.hardwareIds && :forms::text[]', { forms }).getMany();
    const rank = (driver: Driver) => Math.min(...driver.hardwareIds.map((id) => forms.indexOf(id)).filter((i) => i >= 0));
    return drivers
      .map((driver) => ({ driver, rank: rank(driver) }))
      .sort((a, b) => a.rank - b.rank || b.driver.downloadCount - a.driver.downloadCount || a.driver.id - b.driver.id)
      .map(({ driver, rank }) => ({ matchedBy: forms[rank], driver }));
  }

  private async manufacturerOf(id: HardwareId): Promise<Manufacturer | null> {
    const slug = manufacturerSlugOf(id);
    return slug ? this.db.getRepository(Manufacturer).findOneBy({ slug }) : null;
  }

  private driversOf(manufacturer: string): Promise<Driver[]> {
    return this.db.getRepository(Driver).find({ where: { manufacturer }, order: { downloadCount: 'DESC', id: 'ASC' }, take: VENDOR_DRIVERS });
  }

  private sources(): Promise<HardwareIdAnswerDto['sources']> {
    return this.db.query(`SELECT "file", "version" FROM "id_database_versions" ORDER BY "file"`);
  }
}
