import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { releaseMonth } from '@driveratlas/driver-domain';
import { DataSource, EntityManager } from 'typeorm';
import { Write, writer } from '../../platform/database/write-transaction';
import { insertInfFiles, recordInfFiles } from '../driver-packages/inf-declarations';
import { Driver } from '../drivers/driver.entity';
import { DriverVersionsService } from '../drivers/driver-versions.service';
import { catalogDriver, type CatalogDriverFields, isNewerVersion } from './catalog-driver';
import { declarationOf } from './catalog-declarations';
import { batches, type CatalogRead, type CatalogReads } from './catalog-reads';
import { CatalogImportDto, CatalogImportItemDto, type ImportAction } from './dto/catalog-import.dto';
import { ImportTally } from './import-tally';
import type { Maker, MakerPackage } from './maker-package';

/** The packages of a catalog already imported, by their maker's ID: the driver and version each made. */
interface KnownPackage {
  packageId: string;
  driverId: number;
  version: string;
}

/** A driver of the batch as it stands: read, or made by a package of the batch, and whether the batch changed it. */
interface DriverState {
  driver: Driver;
  changed: boolean;
  /** The packages of the batch that made it or this version of it, or added devices to it, to record once it is stored. */
  packages: MakerPackage[];
}

/**
 * Imports the PC makers' catalogs (read by dell-catalog.ts, lenovo-package.ts, hp-cva.ts) into the catalogue. A package
 * the site offers (catalog-driver.ts) makes a driver of its maker, known by its name; a newer version of it makes the
 * driver's new version, the one before kept in its history; another package of the same version (Dell lists one
 * driver once per group of PCs) adds its devices; a package already imported changes nothing, so the same file twice
 * changes nothing. The devices a package lists are stored as declarations of origin "catalog", with the catalog's file
 * and the package's ID, as an INF file's are; each driver changed is written once a batch, so the change log announces
 * it once to the feeds and webhooks.
 */
@Injectable()
export class CatalogImportsService {
  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly versions: DriverVersionsService,
  ) {}

  /** What importing the packages would do; nothing is changed. */
  async preview(maker: Maker, file: string, reads: CatalogReads): Promise<CatalogImportDto> {
    const tally = new ImportTally(maker, file, false);
    for await (const batch of batches(reads)) await this.importBatch(this.db.manager, maker, file, batch, tally, false);
    return tally.result();
  }

  /** Imports the packages in one transaction (the admin's upload: all of it, or nothing). */
  @Write()
  async apply(maker: Maker, file: string, reads: CatalogReads): Promise<CatalogImportDto> {
    const tally = new ImportTally(maker, file, true);
    for await (const batch of batches(reads)) await this.importBatch(writer(), maker, file, batch, tally, true);
    return tally.result();
  }

  /**
   * Imports the packages a batch of IMPORT_BATCH at a time, each batch in a transaction of its own (a command's import of
   * a whole catalog: the packages are read as the file is, and a batch done stays done if a later one fails);
   * `progress` hears the tally after each batch.
   */
  async applyInBatches(
    maker: Maker,
    file: string,
    reads: CatalogReads,
    progress: (sofar: CatalogImportDto) => void = () => undefined,
  ): Promise<CatalogImportDto> {
    const tally = new ImportTally(maker, file, true);
    for await (const batch of batches(reads)) {
      await this.applyBatch(maker, file, batch, tally);
      progress(tally.result());
    }
    return tally.result();
  }

  @Write()
  private async applyBatch(maker: Maker, file: string, batch: CatalogRead[], tally: ImportTally): Promise<void> {
    await this.importBatch(writer(), maker, file, batch, tally, true);
  }

  private async importBatch(manager: EntityManager, maker: Maker, file: string, batch: CatalogRead[], tally: ImportTally, apply: boolean): Promise<void> {
    const packages = batch.flatMap(({ read }) => (read.package ? [read.package] : []));
    const known = await this.knownPackages(
      manager,
      maker,
      packages.map((pkg) => pkg.id),
    );
    const drivers = await this.driversOf(manager, maker, packages, known, apply);
    const listed: Array<{ item: CatalogImportItemDto; state: DriverState }> = [];
    const files = new Map<MakerPackage, string>();
    for (const { file, read } of batch) {
      if (!read.package) {
        tally.add({
          packageId: read.id,
          name: null,
          version: null,
          action: 'refused',
          reason: read.problems.map((p) => p.message).join(' '),
          driverId: null,
          previousVersion: null,
          line: read.line,
        });
        continue;
      }
      const pkg = read.package;
      files.set(pkg, file);
      const as = catalogDriver(pkg);
      const item: CatalogImportItemDto = {
        packageId: pkg.id,
        name: pkg.name,
        version: pkg.version,
        action: 'notOffered',
        reason: null,
        driverId: null,
        previousVersion: null,
        line: pkg.line,
      };
      if ('notOffered' in as) {
        tally.add({ ...item, reason: `Not offered: ${as.notOffered}.` });
        continue;
      }
      const before = drivers.get(nameKey(pkg.name));
      const previousVersion = before?.driver.version ?? null;
      item.action = await this.decide(manager, pkg, as.driver, before, known.get(pkg.id), apply);
      const state = before ?? this.made(drivers, pkg, as.driver);
      if (item.action === 'newVersion') item.previousVersion = previousVersion;
      if (item.action !== 'unchanged' && item.action !== 'older') state.packages.push(pkg);
      tally.add(item);
      listed.push({ item, state });
    }
    if (apply) await this.store(manager, maker, files, [...drivers.values()]);
    // Made by this batch, a driver has its id once stored.
    for (const { item, state } of listed) item.driverId = state.driver.id ?? null;
  }

  /** A driver a package of the batch makes: stored with the batch. */
  private made(drivers: Map<string, DriverState>, pkg: MakerPackage, fields: CatalogDriverFields): DriverState {
    const driver = Object.assign(new Driver(), { ...fields, releasedOn: releaseMonth(fields.releaseDate), isVerified: true, isLatest: true });
    const state = { driver, changed: true, packages: [] };
    drivers.set(nameKey(pkg.name), state);
    return state;
  }

  /** What the package does to the driver of its name (none yet: it makes one), the driver's state changed to match. */
  private async decide(
    manager: EntityManager,
    pkg: MakerPackage,
    fields: CatalogDriverFields,
    state: DriverState | undefined,
    known: KnownPackage | undefined,
    apply: boolean,
  ): Promise<ImportAction> {
    if (!state) return 'added';
    const { driver } = state;
    if (known && known.driverId === driver.id && known.version === pkg.version && (driver.version !== pkg.version || covers(driver, pkg))) return 'unchanged';
    if (driver.version === pkg.version) {
      if (covers(driver, pkg)) return known ? 'unchanged' : 'devicesAdded';
      driver.hardwareIds = [...new Set([...driver.hardwareIds, ...pkg.hardwareIds])];
      state.changed = true;
      return 'devicesAdded';
    }
    if (!isNewerVersion(pkg, { version: driver.version, releasedOn: driver.releasedOn ?? null })) return 'older';
    if (apply && driver.id) await this.versions.keepPrevious(manager, driver, fields);
    Object.assign(driver, fields, { releasedOn: releaseMonth(fields.releaseDate), isLatest: true });
    state.changed = true;
    state.packages = [];
    return 'newVersion';
  }

  /** The packages of these IDs already imported from the maker's catalogs. */
  private async knownPackages(manager: EntityManager, maker: Maker, ids: string[]): Promise<Map<string, KnownPackage>> {
    if (!ids.length) return new Map();
    const rows: KnownPackage[] = await manager.query(
      `SELECT "packageId", "driverId", "version" FROM "maker_packages" WHERE "maker" = $1 AND "packageId" = ANY($2::text[])`,
      [maker, ids],
    );
    return new Map(rows.map((row) => [row.packageId, row]));
  }

  /**
   * The maker's drivers the packages are versions of, by name in any case (a package known is its driver's, whatever
   * its name is now); locked when the import is applied, so that two imports at once do not make one driver twice.
   */
  private async driversOf(
    manager: EntityManager,
    maker: Maker,
    packages: MakerPackage[],
    known: Map<string, KnownPackage>,
    apply: boolean,
  ): Promise<Map<string, DriverState>> {
    if (!packages.length) return new Map();
    const qb = manager
      .createQueryBuilder(Driver, 'd')
      .addSelect('d.releasedOn')
      .where('(d.manufacturer = :maker AND lower(d.name) IN (:...names)) OR d.id IN (:...ids)', {
        maker,
        names: [...new Set(packages.map((pkg) => nameKey(pkg.name)))],
        ids: [0, ...[...known.values()].map((row) => row.driverId)],
      })
      .orderBy('d.id');
    if (apply) qb.setLock('pessimistic_write');
    const found = await qb.getMany();
    const byId = new Map(found.map((driver) => [driver.id, driver]));
    const drivers = new Map<string, DriverState>();
    for (const driver of found)
      if (driver.manufacturer === maker && !drivers.has(nameKey(driver.name))) drivers.set(nameKey(driver.name), { driver, changed: false, packages: [] });
    for (const pkg of packages) {
      const driver = byId.get(known.get(pkg.id)?.driverId ?? 0);
      if (driver && !drivers.has(nameKey(pkg.name))) drivers.set(nameKey(pkg.name), { driver, changed: false, packages: [] });
    }
    return drivers;
  }

  /** Writes each driver the batch changed once, then the packages that made or added to it and the devices they list. */
  private async store(manager: EntityManager, maker: Maker, files: Map<MakerPackage, string>, states: DriverState[]): Promise<void> {
    for (const state of states) if (state.changed) state.driver = await manager.save(Driver, state.driver);
    const recorded = states.flatMap((state) => state.packages.map((pkg) => ({ pkg, driver: state.driver })));
    if (!recorded.length) return;
    await manager.query(
      `INSERT INTO "maker_packages" ("maker", "packageId", "driverId", "version", "catalogFile")
       SELECT $1, * FROM unnest($2::text[], $3::int[], $4::text[], $5::text[])
       ON CONFLICT ("maker", "packageId") DO UPDATE SET "driverId" = EXCLUDED."driverId", "version" = EXCLUDED."version", "catalogFile" = EXCLUDED."catalogFile", "importedAt" = now()`,
      [maker, recorded.map((r) => r.pkg.id), recorded.map((r) => r.driver.id), recorded.map((r) => r.pkg.version), recorded.map((r) => files.get(r.pkg))],
    );
    const declarations = recorded
      .filter(({ pkg }) => pkg.hardwareIds.length)
      .map(({ pkg, driver }) => ({ driverId: driver.id, version: pkg.version, infs: [declarationOf(files.get(pkg)!, pkg)] }));
    if (!declarations.length) return;
    const [deleted]: [Array<{ driverId: number }>] = await manager.query(
      `DELETE FROM "driver_inf_files" f USING unnest($1::int[], $2::text[], $3::text[]) AS g("driverId", "version", "fileName")
        WHERE f."driverId" = g."driverId" AND f."version" = g."version" AND lower(f."fileName") = lower(g."fileName") RETURNING f."driverId"`,
      [declarations.map((d) => d.driverId), declarations.map((d) => d.version), declarations.map((d) => d.infs[0].file)],
    );
    recordInfFiles(manager, 'delete', deleted);
    await insertInfFiles(manager, declarations, 'catalog');
  }
}

/** A name as drivers are known by it: in lower case. */
const nameKey = (name: string) => name.toLowerCase();

/** Whether the driver lists every device the package does. */
const covers = (driver: Driver, pkg: MakerPackage) => pkg.hardwareIds.every((id) => driver.hardwareIds.includes(id));
