/**
 * What an import does to a package of a catalog: makes a driver (`added`), a driver's new version (`newVersion`), adds its
 * devices to the driver of its version (`devicesAdded`, Dell listing one driver once per group of PCs), nothing
 * (`unchanged`: imported before; `older`: the driver has a newer version), or leaves it out (`notOffered`: not a driver of
 * the site's categories; `refused`: the package cannot be read).
 */
export const IMPORT_ACTIONS = ['added', 'newVersion', 'devicesAdded', 'unchanged', 'older', 'notOffered', 'refused'] as const;
export type ImportAction = (typeof IMPORT_ACTIONS)[number];

/** How many packages of the file each action took. */
export class CatalogImportCountsDto {
  /** @example 12 */
  added: number;
  /** @example 3 */
  newVersion: number;
  /** @example 40 */
  devicesAdded: number;
  /** @example 0 */
  unchanged: number;
  /** @example 1 */
  older: number;
  /** @example 310 */
  notOffered: number;
  /** @example 0 */
  refused: number;
}

/** One package of the file and what the import does with it. */
export class CatalogImportItemDto {
  /** The maker's ID of the package; null when a package left out names none. @example "5K8YG" */
  packageId: string | null;
  /** @example "Realtek High Definition Audio Driver" */
  name: string | null;
  /** @example "6.0.9733.1" */
  version: string | null;
  /** @example "added" */
  action: ImportAction;
  /** Why a package is left out: the problems found in it (each naming the file and the line), or why the site does not offer it. */
  reason: string | null;
  /** The driver it made or changed; null in a preview of a new one. @example 1099 */
  driverId: number | null;
  /** The driver's version before, for a new version. @example "6.0.9600.1" */
  previousVersion: string | null;
  /** The line of the file the package starts on. @example 13 */
  line: number;
}

/** What importing a maker's catalog did (or, previewed, would do). */
export class CatalogImportDto {
  /** @example "Dell" */
  maker: string;
  /** @example "CatalogPC.xml" */
  file: string;
  /** The packages read. @example 366 */
  packages: number;
  counts: CatalogImportCountsDto;
  /** The packages in the file's order, the first 500 of them. */
  items: CatalogImportItemDto[];
  /** Whether the file has more packages than `items` lists. @example false */
  itemsCut: boolean;
  /** False for a preview: nothing was changed. @example true */
  applied: boolean;
}
