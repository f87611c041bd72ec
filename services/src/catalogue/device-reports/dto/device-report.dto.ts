import { VERDICTS, type Verdict } from '@driveratlas/driver-domain';
import { ApiProperty } from '@nestjs/swagger';
import { HardwareIdManufacturerDto, HardwareIdNamesDto, IdDatabaseSourceDto } from '../../hardware-ids/dto/hardware-id-answer.dto';
import type { DeviceListFormat, InstalledDriver, NotRead } from '../device-list';

export { VERDICTS, type Verdict };

/** How the catalogue's driver was found for a device, from the surest to the least sure. */
export const MATCHED_BY = ['hardware-id', 'compatible-id', 'series'] as const;
export type MatchedBy = (typeof MATCHED_BY)[number];

export class InstalledDriverDto implements InstalledDriver {
  /** @example "NVIDIA" */
  provider: string | null;
  /** The Windows driver version. @example "32.0.15.8157" */
  version: string | null;
  /** @example "2025-10-14" */
  date: string | null;
  /** @example "oem42.inf" */
  inf: string | null;
  /** @example true */
  signed: boolean | null;
}

/** The catalogue's driver for a device. */
export class MatchedDriverDto {
  /** @example 1001 */
  id: number;
  /** @example "NVIDIA GeForce RTX 40 Series Game Ready Driver" */
  name: string;
  /** @example "581.57" */
  version: string;
  /** @example "October 2025" */
  releaseDate: string;
  /** @example "NVIDIA" */
  manufacturer: string;
  /** @example "Graphics Cards" */
  category: string;
  /** The maker's own page of the driver. @example "https://www.nvidia.com/en-us/drivers/" */
  officialUrl: string | null;
  /** The driver's page on the site. @example "/drivers/1001/nvidia-geforce-rtx-40-series-game-ready-driver" */
  path: string;
  /** Its maker no longer updates it: no newer version will come. @example false */
  supportEnded: boolean;
  /** The day its maker ended it, where the maker gives one. @example null */
  supportEndedOn: string | null;
}

/** The installed driver is a version its maker withdrew. */
export class WithdrawnInstalledDto {
  /** The catalogue's version the installed one is. @example "560.70" */
  version: string;
  /** In the maker's words. @example "Some systems with an RTX 40 Series card showed a black screen after the update." */
  reason: string;
  /** The maker's page saying so. @example "https://www.nvidia.com/en-us/geforce/forums/game-ready-drivers/13/548031/" */
  link: string | null;
  /** The newest version of the driver its maker did not withdraw; null when it withdrew them all. @example "560.81" */
  lastGoodVersion: string | null;
}

/** The INF file of a driver's package that declares a device. */
export class InfDeclarationDto {
  /** @example "Netwtw08.INF" */
  file: string;
  /** The package version the file ships in. @example "23.100.0.4" */
  packageVersion: string;
  /** DriverVer's date. @example "2024-10-08" */
  driverDate: string;
  /** DriverVer's version. @example "23.100.0.4" */
  driverVersion: string;
}

export class DeviceMatchDto {
  /** By one of the device's hardware IDs, a compatible ID (or its PCI class), or as a device of a series the driver is written for. */
  @ApiProperty({ enum: MATCHED_BY, example: 'hardware-id' })
  matchedBy: MatchedBy;
  /** The form of the device's ID the driver lists. @example "PCI\VEN_10DE&DEV_2684" */
  matchedId: string;
  driver: MatchedDriverDto;
  /** The INF file of the driver's package that declares the device; null when the catalogue lists the ID on the driver itself. */
  declaredBy: InfDeclarationDto | null;
  /**
   * When a newer version of the driver's package no longer declares the device: the last version that does, which is
   * the one for this device. @example "23.40.0.4"
   */
  lastVersionSupporting: string | null;
}

export class NotReadDto implements NotRead {
  /** @example 214 */
  line: number;
  /** @example "This record has neither a device name nor a hardware ID." */
  reason: string;
}

/** One device of the PC and its verdict. */
export class ReportedDeviceDto {
  /** The line of the input where the device starts. @example 12 */
  line: number;
  /** The name Windows gives the device. @example "NVIDIA GeForce RTX 4090" */
  name: string | null;
  /** What the ID databases call it. */
  names: HardwareIdNamesDto;
  /** Windows' device setup class, as the list gives it. @example "Display" */
  deviceClass: string | null;
  /** The catalogue's category of the device, when known. @example "Graphics Cards" */
  category: string | null;
  /** Its hardware IDs in canonical form, the most specific first (the list's own when none is a PCI, USB, HD Audio or ACPI ID). @example ["PCI\\VEN_10DE&DEV_2684&SUBSYS_167010DE&REV_A1"] */
  hardwareIds: string[];
  /** The driver Windows has installed; null when the list shows none. */
  installed: InstalledDriverDto | null;
  /** The installed version as its maker publishes it, where the maker numbers its Windows drivers otherwise. @example "581.57" */
  installedAs: string | null;
  /** The catalogue's driver for the device, if any. */
  match: DeviceMatchDto | null;
  /** Set when the installed driver is a version of the matched driver its maker withdrew. */
  withdrawn: WithdrawnInstalledDto | null;
  /** The device's maker, when the catalogue knows it: its support page is where to look when the catalogue has nothing. */
  manufacturer: HardwareIdManufacturerDto | null;
  @ApiProperty({ enum: VERDICTS, example: 'update-available' })
  verdict: Verdict;
}

export class VerdictCountsDto implements Record<Verdict, number> {
  'no-driver': number;
  'update-available': number;
  'cannot-compare': number;
  'not-in-catalogue': number;
  'newer-than-catalogue': number;
  'windows-driver': number;
  'up-to-date': number;
}

/** The answer for a whole PC: every device read, its verdict, and how many of each. Nothing of it is stored. */
export class DeviceReportDto {
  @ApiProperty({ enum: ['powershell-json', 'csv', 'pnputil', 'device-manager'], example: 'powershell-json' })
  format: DeviceListFormat;
  devices: ReportedDeviceDto[];
  counts: VerdictCountsDto;
  /** Lines or records of the input that could not be read; the rest is answered. */
  notRead: NotReadDto[];
  /** The ID databases the names come from. */
  sources: IdDatabaseSourceDto[];
}
