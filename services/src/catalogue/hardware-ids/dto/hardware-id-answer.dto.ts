import { Driver } from '../../drivers/driver.entity';

/** One hardware ID read, in canonical form with its parts (IDs in upper-case hexadecimal): the parser's HardwareId too. */
export class ParsedHardwareIdDto {
  /** @example "PCI" */
  bus: 'PCI' | 'USB' | 'HDAUDIO' | 'ACPI';
  /** The enumerator the ID is written with: the bus's own, or INTELAUDIO for an HD Audio codec on Intel's Smart Sound bus. @example "PCI" */
  enumerator: string;
  /** @example "PCI\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A" */
  id: string;
  /** PCI and HD Audio: the PCI vendor ID; USB: the VID; ACPI: the vendor prefix. @example "8086" */
  vendorId: string | null;
  /** @example "2723" */
  deviceId: string | null;
  /** The subsystem's vendor: the last four digits of a PCI SUBSYS_, the first four of an HD Audio one. @example "8086" */
  subsystemVendorId: string | null;
  /** @example "0084" */
  subsystemDeviceId: string | null;
  /** @example "1A" */
  revision: string | null;
  /** PCI class code (CC_). @example "028000" */
  classCode: string | null;
  /** USB interface (MI_). @example null */
  interfaceNumber: string | null;
  /** HD Audio function group (FUNC_). @example null */
  functionGroup: string | null;
}

/** What the PCI and USB ID databases (or, for ACPI, the standard's list) call the device. */
export class HardwareIdNamesDto {
  /** @example "Intel Corporation" */
  vendor: string | null;
  /** @example "Wi-Fi 6 AX200" */
  device: string | null;
  /** @example "Intel Corporation" */
  subsystemVendor: string | null;
  /** @example "Wi-Fi 6 AX200NGW" */
  subsystem: string | null;
}

export class HardwareIdDriverMatchDto {
  /** The form of the device's ID the driver lists: the most specific first. @example "PCI\VEN_8086&DEV_2723" */
  matchedBy: string;
  driver: Driver;
}

/** The device's maker as the catalogue knows it. */
export class HardwareIdManufacturerDto {
  /** @example "Intel" */
  name: string;
  /** @example "intel" */
  slug: string;
  /** Its official driver or support page. @example "https://www.intel.com/content/www/us/en/download-center/home.html" */
  supportUrl: string;
}

export class IdDatabaseSourceDto {
  /** @example "pci.ids" */
  file: string;
  /** @example "2025.06.09" */
  version: string | null;
}

export class RefusedHardwareIdDto {
  /** @example "ROOT\DISPLAY" */
  input: string;
  /** @example "ROOT\ IDs are not looked up here: PCI\, USB\, HDAUDIO\, INTELAUDIO\, ACPI\ and *PNP IDs are." */
  reason: string;
}

/** The answer to a hardware ID, or to Device Manager's list of one device's IDs. */
export class HardwareIdAnswerDto {
  /** The device, from the most specific ID given (a list's subsystem, revision and class merged in). */
  hardwareId: ParsedHardwareIdDto;
  /** Every ID read, canonical, in the order given. @example ["PCI\\VEN_8086&DEV_2723&SUBSYS_00848086&REV_1A"] */
  ids: string[];
  /** IDs of a list that name another device than the first: not looked up. @example [] */
  otherDevices: string[];
  /** Lines of a list that are not hardware IDs. */
  refused: RefusedHardwareIdDto[];
  names: HardwareIdNamesDto;
  /** The forms a driver is matched by, most specific first, as Windows ranks them. */
  matchingForms: string[];
  /** The catalogue's drivers for this device, the most specific match first (then the most downloaded). */
  drivers: HardwareIdDriverMatchDto[];
  /** When no driver lists the device: the vendor's drivers in the catalogue, most downloaded first (at most 12). */
  vendorDrivers: Driver[];
  /** The vendor's entry in the catalogue, with its official support page; null when the catalogue does not know the maker. */
  manufacturer: HardwareIdManufacturerDto | null;
  /** The copies of the ID databases the names come from. */
  sources: IdDatabaseSourceDto[];
}
