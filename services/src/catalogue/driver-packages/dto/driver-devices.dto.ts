/** An INF file of the driver's package that declares its devices, and where the catalogue read it. */
export class DeclaringInfFileDto {
  /** @example "Netwtw08.INF" */
  file: string;
  /** The package version it ships in. @example "23.100.0.4" */
  packageVersion: string;
  /** @example "2024-10-08" */
  driverDate: string;
  /** @example "23.100.0.4" */
  driverVersion: string;
  /** @example "Net" */
  class: string | null;
  /** @example "Intel" */
  provider: string | null;
  /** "shipped": the catalogue's data, read from the sources named; "operator": imported by the site's operator; "catalog": listed in a maker's catalog (provider), at the sources named. @example "shipped" */
  origin: string;
  /** @example ["https://github.com/…/Netwtw08.INF"] */
  sources: string[];
}

/** A device the driver installs on. */
export class DriverDeviceDto {
  /** The device's ID as its package declares it, or as the catalogue lists it on the driver. @example "PCI\\VEN_8086&DEV_2723&SUBSYS_00848086" */
  hardwareId: string;
  /** What the ID databases call the device, when they know it. @example "Wi-Fi 6 AX200" */
  name: string | null;
}

/** The devices a driver installs on: those its package's newest recorded INF files declare, and those the catalogue lists on it. */
export class DriverDevicesDto {
  /** The package version the declarations are of; null when no INF file of it is recorded. @example "23.100.0.4" */
  packageVersion: string | null;
  files: DeclaringInfFileDto[];
  /** How many IDs in all. @example 813 */
  total: number;
  /** The first DEVICES_SHOWN of them, in the INF files' order, then the listed ones. */
  devices: DriverDeviceDto[];
}
