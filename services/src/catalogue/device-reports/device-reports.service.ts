import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { deviceNames, idDatabaseSources } from '../hardware-ids/device-names';
import { manufacturerSlugOf } from '../hardware-ids/known-vendors';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { DeviceListError, ListedDevice } from './device-list';
import { DeviceListReaders } from './device-list-readers';
import { compareDriverVersions } from './driver-versions';
import { findMatches, MatchFilter } from './device-matches';
import { DeviceMatchDto, DeviceReportDto, ReportedDeviceDto, Verdict, VERDICTS, WithdrawnInstalledDto } from './dto/device-report.dto';
import type { ReadDevice } from './read-devices';
import { categoryOfDevice } from './device-categories';

/** A version its maker withdrew, of a driver matched, with the driver's newest version not withdrawn. */
interface WithdrawnRow extends WithdrawnInstalledDto {
  driverId: number;
}

/** The withdrawn version the installed driver is, compared as the maker numbers its versions; null when it is none. */
function withdrawnInstalled(listed: ListedDevice, match: DeviceMatchDto, withdrawn: WithdrawnRow[]): WithdrawnInstalledDto | null {
  const installed = listed.driver;
  if (!installed?.version) return null;
  const found = withdrawn.find(
    (w) =>
      compareDriverVersions({ provider: installed.provider, version: installed.version! }, { manufacturer: match.driver.manufacturer, version: w.version })
        .result === 'same',
  );
  return found ? { version: found.version, reason: found.reason, link: found.link, lastGoodVersion: found.lastGoodVersion } : null;
}

/** Microsoft's own (inbox) drivers name Microsoft as their provider. */
const isWindowsDriver = (provider: string | null) => /^microsoft\b/i.test(provider?.trim() ?? '');

/**
 * Windows' stand-in drivers: what it installs when the maker's driver is missing (Microsoft Basic Display Adapter,
 * Microsoft Basic Render Driver), not a driver meant for the device.
 */
const STAND_IN_INFS = new Set(['display.inf', 'basicdisplay.inf', 'basicrender.inf']);

/**
 * The report on a whole PC from the device list Windows prints: each device named, its installed driver, the
 * catalogue's driver for it (matched as Windows ranks its IDs, for every device in one statement) and one verdict.
 * Nothing of the input is stored or logged.
 */
@Injectable()
export class DeviceReportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly readers: DeviceListReaders,
  ) {}

  /** The report on a list's bytes, for the packages that install on `filter`'s Windows; a DeviceListError when the list is refused whole. */
  async report(bytes: Buffer, filter: MatchFilter): Promise<DeviceReportDto> {
    const list = await this.readers.read(bytes);
    if ('refused' in list) throw new DeviceListError(list.refused);
    const devices = list.devices;
    const known = devices.flatMap((d) => (d.device ? [d.device] : []));
    const [names, matches, manufacturers, sources] = await Promise.all([
      deviceNames(this.db, known),
      findMatches(this.db, list, filter),
      this.manufacturers(devices),
      idDatabaseSources(this.db),
    ]);
    const withdrawn = await this.withdrawnVersions([...new Set([...matches.values()].map((m) => m.driver.id))]);
    const noNames = { vendor: null, device: null, subsystemVendor: null, subsystem: null };
    const reported = devices.map((read, index): ReportedDeviceDto => {
      const { listed, device } = read;
      const match = matches.get(index) ?? null;
      const slug = device && manufacturerSlugOf(device);
      const manufacturer = manufacturers.find((m) => m.slug === slug) ?? manufacturers.find((m) => m.name === match?.driver.manufacturer) ?? null;
      const { verdict, installedAs } = this.verdict(listed, match, list.format !== 'device-manager');
      return {
        line: listed.line,
        name: listed.name,
        deviceClass: listed.deviceClass,
        names: (device && names[known.indexOf(device)]) || noNames,
        category: match?.driver.category ?? categoryOfDevice(listed.deviceClass, device),
        hardwareIds: read.hardwareIds,
        installed: listed.driver,
        installedAs,
        match,
        withdrawn: match && list.format !== 'device-manager' ? withdrawnInstalled(listed, match, withdrawn.get(match.driver.id) ?? []) : null,
        manufacturer: manufacturer && { name: manufacturer.name, slug: manufacturer.slug, supportUrl: manufacturer.supportUrl },
        verdict,
      };
    });
    const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
    for (const device of reported) counts[device.verdict] += 1;
    return { format: list.format, devices: reported, counts, notRead: list.notRead, sources };
  }

  /** The versions their makers withdrew of these drivers, each with the driver's newest version not withdrawn, in one statement. */
  private async withdrawnVersions(driverIds: number[]): Promise<Map<number, WithdrawnRow[]>> {
    if (!driverIds.length) return new Map();
    const rows: WithdrawnRow[] = await this.db.query(
      `SELECT w."driverId", w.version, w.reason, w.link,
              (SELECT h.version FROM (SELECT d.version, d."releasedOn", 0 AS current FROM drivers d WHERE d.id = w."driverId"
                                      UNION ALL SELECT v.version, v."releasedOn", 1 FROM driver_versions v WHERE v."driverId" = w."driverId") h
                WHERE NOT EXISTS (SELECT 1 FROM withdrawn_versions x WHERE x."driverId" = w."driverId" AND x.version = h.version)
                ORDER BY h.current, h."releasedOn" DESC NULLS LAST LIMIT 1) AS "lastGoodVersion"
         FROM withdrawn_versions w WHERE w."driverId" = ANY($1::int[])`,
      [driverIds],
    );
    const byDriver = new Map<number, WithdrawnRow[]>();
    for (const row of rows) byDriver.set(row.driverId, [...(byDriver.get(row.driverId) ?? []), row]);
    return byDriver;
  }

  /** The makers of the devices (by their vendor IDs) in one statement. */
  private manufacturers(devices: ReadDevice[]): Promise<Manufacturer[]> {
    const slugs = [...new Set(devices.flatMap((d) => (d.device ? [manufacturerSlugOf(d.device)] : [])).filter((s): s is string => !!s))];
    return this.db.getRepository(Manufacturer).createQueryBuilder('m').where('m.slug = ANY(:slugs)', { slugs }).getMany();
  }

  /**
   * One verdict a device. A device Windows lists with a problem or without a driver has none; Microsoft's own driver
   * is the right one (the maker's, when the catalogue has it, is offered beside it), but for Windows' stand-in
   * drivers, which mean the device's own driver is missing (an update where the catalogue has it); else the installed
   * version is compared with the catalogue's as the maker numbers them, and never guessed.
   */
  private verdict(listed: ListedDevice, match: DeviceMatchDto | null, driversListed: boolean): { verdict: Verdict; installedAs: string | null } {
    const installed = listed.driver;
    // Device Manager's Hardware Ids say nothing of the driver: what the catalogue has cannot be compared with it.
    if (!driversListed) return { verdict: match ? 'cannot-compare' : 'not-in-catalogue', installedAs: null };
    if (listed.problem || !installed) return { verdict: 'no-driver', installedAs: null };
    if (isWindowsDriver(installed.provider)) {
      if (!STAND_IN_INFS.has(installed.inf?.toLowerCase() ?? '')) return { verdict: 'windows-driver', installedAs: null };
      return { verdict: match && match.matchedBy !== 'compatible-id' ? 'update-available' : 'no-driver', installedAs: null };
    }
    if (!match) return { verdict: 'not-in-catalogue', installedAs: null };
    if (!installed.version) return { verdict: 'cannot-compare', installedAs: null };
    const { result, installedAs } = compareDriverVersions(
      { provider: installed.provider, version: installed.version },
      // A device newer versions dropped is compared with the last version that supports it, the one it should have.
      { manufacturer: match.driver.manufacturer, version: match.lastVersionSupporting ?? match.driver.version },
    );
    const verdicts = { older: 'update-available', same: 'up-to-date', newer: 'newer-than-catalogue', 'cannot-compare': 'cannot-compare' } as const;
    return { verdict: verdicts[result], installedAs };
  }
}
