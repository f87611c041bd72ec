import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { driverPath } from '@driveratlas/catalog';
import { DataSource } from 'typeorm';
import { deviceNames, idDatabaseSources } from '../hardware-ids/device-names';
import { HardwareId, hardwareIdsOf } from '../hardware-id-parsing/hardware-id';
import { matchingForms, mergeDeviceIds, namesADevice, sameDevice } from '../hardware-id-parsing/matching-forms';
import { manufacturerSlugOf } from '../hardware-ids/known-vendors';
import { Manufacturer } from '../manufacturers/manufacturer.entity';
import { ListedDevice } from './device-list';
import { compareDriverVersions } from './driver-versions';
import { DeviceMatchDto, DeviceReportDto, MatchedDriverDto, MatchedBy, ReportedDeviceDto, Verdict, VERDICTS } from './dto/device-report.dto';
import { readDeviceList } from './read-device-list';
import { matchedBySeries } from '../hardware-ids/series-coverage';
import { categoryOfDevice } from './device-categories';

/** A listed device with its IDs read: the device (its most specific hardware ID) and the forms a driver may list it by, ranked. */
interface ReadDevice {
  listed: ListedDevice;
  device: HardwareId | null;
  /** Its hardware IDs in canonical form, the device's own first (the list's as given when none is one the lookup reads). */
  hardwareIds: string[];
  forms: Array<{ id: string; matchedBy: Exclude<MatchedBy, 'series'> }>;
}

/** A driver matched, with the device it matched (its index) and the form of the device's ID it lists. */
type MatchRow = Omit<MatchedDriverDto, 'path'> & { device: number; form: string };

/** Microsoft's own (inbox) drivers name Microsoft as their provider. */
const isWindowsDriver = (provider: string | null) => /^microsoft\b/i.test(provider?.trim() ?? '');

/**
 * Windows' stand-in drivers: what it installs when the maker's driver is missing (Microsoft Basic Display Adapter,
 * Microsoft Basic Render Driver), not a driver meant for the device.
 */
const STAND_IN_INFS = new Set(['display.inf', 'basicdisplay.inf', 'basicrender.inf']);

/** The device a list names, and the forms a driver may list it by: its hardware IDs' forms first, as Windows ranks them, then its compatible IDs'. */
function readDevice(listed: ListedDevice): ReadDevice {
  const hardwareIds = hardwareIdsOf(listed.hardwareIds);
  const [first] = hardwareIds;
  const device = first ? mergeDeviceIds(hardwareIds.filter((id) => sameDevice(id, first))) : null;
  const forms: ReadDevice['forms'] = [];
  const add = (id: string, matchedBy: ReadDevice['forms'][number]['matchedBy']) => forms.some((f) => f.id === id) || forms.push({ id, matchedBy });
  // A form that names no device (a PCI class alone) is a compatible ID, as Windows counts it.
  if (device) for (const id of matchingForms(device)) add(id, namesADevice(id) ? 'hardware-id' : 'compatible-id');
  for (const id of hardwareIdsOf(listed.compatibleIds)) add(id.id, 'compatible-id');
  const canonical = device ? [...new Set([device.id, ...hardwareIds.map((id) => id.id)])] : listed.hardwareIds;
  return { listed, device, hardwareIds: canonical, forms };
}

/**
 * The report on a whole PC from the device list Windows prints: each device named, its installed driver, the
 * catalogue's driver for it (matched as Windows ranks its IDs, for every device in one statement) and one verdict.
 * Nothing of the input is stored or logged.
 */
@Injectable()
export class DeviceReportsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async report(text: string): Promise<DeviceReportDto> {
    const list = readDeviceList(text);
    const devices = list.devices.map(readDevice);
    const known = devices.flatMap((d) => (d.device ? [d.device] : []));
    const [names, matches, manufacturers, sources] = await Promise.all([
      deviceNames(this.db, known),
      this.matches(devices),
      this.manufacturers(devices),
      idDatabaseSources(this.db),
    ]);
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
        manufacturer: manufacturer && { name: manufacturer.name, slug: manufacturer.slug, supportUrl: manufacturer.supportUrl },
        verdict,
      };
    });
    const counts = Object.fromEntries(VERDICTS.map((v) => [v, 0])) as Record<Verdict, number>;
    for (const device of reported) counts[device.verdict] += 1;
    return { format: list.format, devices: reported, counts, notRead: list.notRead, sources };
  }

  /**
   * The catalogue's driver for each device, in one statement: the device's forms, ranked, each against the newest
   * driver listing it (one read of "driver_hardware_ids"' index a form; a seed driver written for a series lists its
   * devices' IDs too); the first form any driver lists wins, and its newest driver is the one the installed version is
   * compared with.
   */
  private async matches(devices: ReadDevice[]): Promise<Map<number, DeviceMatchDto>> {
    const rows = devices.flatMap((d, device) => d.forms.map((form, rank) => ({ device, rank, form: form.id })));
    if (!rows.length) return new Map();
    const found = await this.db.query<MatchRow[]>(
      `SELECT b.device, b.form, d.id, d.name, d.version, d."releaseDate", d.manufacturer, d.category, d."officialUrl"
         FROM (SELECT DISTINCT ON (i.device) i.device, i.form, newest."driverId"
                 FROM unnest($1::int[], $2::int[], $3::text[]) AS i(device, rank, form)
                 CROSS JOIN LATERAL (
                   SELECT h."driverId" FROM "driver_hardware_ids" h WHERE h."hardwareId" = i.form
                    ORDER BY h."releasedOn" DESC NULLS LAST, h."driverId" DESC LIMIT 1) newest
                ORDER BY i.device, i.rank) b
         JOIN "drivers" d ON d.id = b."driverId"`,
      [rows.map((r) => r.device), rows.map((r) => r.rank), rows.map((r) => r.form)],
    );
    return new Map(
      found.map((row) => {
        const form = devices[row.device].forms.find((f) => f.id === row.form)!;
        const { form: matchedId, device, ...driver } = row;
        const matchedBy = matchedBySeries(driver.name, matchedId) ? 'series' : form.matchedBy;
        return [device, { matchedBy, matchedId, driver: { ...driver, path: driverPath(driver) } }];
      }),
    );
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
      { manufacturer: match.driver.manufacturer, version: match.driver.version },
    );
    const verdicts = { older: 'update-available', same: 'up-to-date', newer: 'newer-than-catalogue', 'cannot-compare': 'cannot-compare' } as const;
    return { verdict: verdicts[result], installedAs };
  }
}
