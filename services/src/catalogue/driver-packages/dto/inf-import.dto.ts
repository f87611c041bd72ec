/** One INF file of an import, as read. */
export class ImportedInfFileDto {
  /** @example "Netwtw08.INF" */
  file: string;
  /** DriverVer's date. @example "2025-06-18" */
  driverDate: string;
  /** DriverVer's version. @example "23.160.0.4" */
  driverVersion: string;
  /** @example "Net" */
  class: string | null;
  /** @example "Intel" */
  provider: string | null;
  /** Its decorated models sections. @example ["Intel.NTamd64.10.0.1..19041", "Intel.NTamd64.10.0...22000"] */
  sections: string[];
  /** The IDs it declares. @example 412 */
  hardwareIds: number;
}

/** What an INF import does (a preview) or did to a driver's devices: the IDs its current version declares, before and after. */
export class InfImportDto {
  /** @example 1014 */
  id: number;
  /** @example "Intel Wi-Fi 6E AX211 Driver" */
  name: string;
  /** The driver's version the INF files are recorded for: its current one. @example "23.160.0.4" */
  version: string;
  files: ImportedInfFileDto[];
  /** IDs the files declare that the driver's current set does not. @example ["PCI\\VEN_8086&DEV_A0F0&SUBSYS_02448086"] */
  added: string[];
  /** IDs of the current set the files no longer declare. @example [] */
  removed: string[];
  /** How many IDs both declare. @example 380 */
  kept: number;
  /** False for a preview: nothing was changed. */
  applied: boolean;
}
