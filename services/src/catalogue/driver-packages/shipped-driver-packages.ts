import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { canonicalHardwareId } from '../hardware-id-matching/hardware-id';
import { targetOs } from './inf/target-os';
import { recordingTransaction } from '../../platform/change-log/recording';
import { InfDeclaration, PackageVersionInfs, recordInfFiles, replaceInfFiles } from './inf-declarations';

/** The shipped data: one file per driver of the catalogue (services/data/driver-packages), from src/ and dist/ alike. */
export const SHIPPED_PACKAGES_DIR = join(__dirname, '..', '..', '..', 'data', 'driver-packages');

/** A shipped file: the driver (by its catalogue name) and, newest first, its package versions' INF files. */
export interface ShippedPackage {
  driver: string;
  note?: string;
  versions: Array<{
    version: string;
    infs: Array<{
      file: string;
      /** As `[Version]` gives it: `mm/dd/yyyy,version`. */
      driverVer: string;
      class?: string | null;
      provider?: string | null;
      /** Each models section's name as the INF writes it, with the IDs it lists. */
      models: Record<string, string[]>;
      sources: string[];
      fromSupportedList?: boolean;
    }>;
  }>;
}

/** The decoration of a models section's name: `Intel.NTamd64.10.0...16299` → `NTamd64.10.0...16299`; none → undefined. */
const decorationOf = (section: string) => /\.(NT(?:x86|amd64|arm64|ia64|arm)?(?:\.[^.]*)*)$/i.exec(section)?.[1];

/** A shipped INF as the stored declarations read it. */
export function shippedInf(inf: ShippedPackage['versions'][number]['infs'][number]): InfDeclaration {
  const [date, driverVersion = ''] = inf.driverVer.split(',').map((part) => part.trim());
  const [month, day, year] = date.split('/');
  return {
    file: inf.file,
    driverDate: `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`,
    driverVersion,
    class: inf.class ?? null,
    provider: inf.provider ?? null,
    models: Object.entries(inf.models).map(([section, ids]) => {
      const target = targetOs(decorationOf(section));
      if (!target) throw new Error(`${inf.file}: the section [${section}] has a decoration Windows does not read.`);
      return { section, ...target, hardwareIds: [...new Set(ids.map(canonicalHardwareId))] };
    }),
    sources: inf.sources,
  };
}

/** The shipped files, read, and a digest of them all: another digest means other data to load. */
export function shippedPackages(dir = SHIPPED_PACKAGES_DIR): { digest: string; packages: ShippedPackage[] } {
  const digest = createHash('sha256');
  const packages = readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const text = readFileSync(join(dir, name), 'utf8');
      digest.update(name).update(text);
      return JSON.parse(text) as ShippedPackage;
    });
  return { digest: digest.digest('hex'), packages };
}

/** How long a statement of the shipped declarations' load may take. */
const SHIPPED_LOAD_TIMEOUT = '60s';

/**
 * Loads the shipped declarations when they are not the ones loaded (a new database, or a start that ships others), in
 * one transaction under a lock, so that replicas starting together load them once and a report reads the old set or
 * the new: every shipped INF file is replaced; a version the operator imported INF files for keeps the operator's.
 * A driver the catalogue has no longer is skipped. Answers what it loaded, or null when nothing had to be.
 */
export async function loadShippedPackages(db: DataSource, shipped = shippedPackages()): Promise<{ files: number; skipped: string[] } | null> {
  return recordingTransaction(db, async (manager) => {
    // Start-up work, not a request: free of the requests' statement timeout (a busy machine takes more than its 3 s to
    // write thousands of declarations), bounded all the same.
    await manager.query(`SELECT set_config('statement_timeout', $1, true)`, [SHIPPED_LOAD_TIMEOUT]);
    await manager.query(`SELECT pg_advisory_xact_lock(hashtext('shipped driver packages'))`);
    const [loaded] = await manager.query(`SELECT "digest" FROM "shipped_driver_packages"`);
    if (loaded?.digest === shipped.digest) return null;
    const [deleted]: [Array<{ driverId: number }>] = await manager.query(`DELETE FROM "driver_inf_files" WHERE "origin" = 'shipped' RETURNING "driverId"`);
    recordInfFiles(manager, 'delete', deleted);
    const drivers = new Map<string, number>(
      (await manager.query(`SELECT "id", "name" FROM "drivers" WHERE "name" = ANY($1)`, [shipped.packages.map((p) => p.driver)])).map(
        (row: { id: number; name: string }) => [row.name, row.id],
      ),
    );
    const imported = new Set<string>(
      (await manager.query(`SELECT DISTINCT "driverId" || ' ' || "version" AS key FROM "driver_inf_files" WHERE "origin" = 'operator'`)).map(
        (row: { key: string }) => row.key,
      ),
    );
    const skipped: string[] = [];
    const groups: PackageVersionInfs[] = [];
    for (const { driver, versions } of shipped.packages) {
      const driverId = drivers.get(driver);
      if (driverId === undefined) skipped.push(driver);
      else
        for (const { version, infs } of versions)
          if (infs.length && !imported.has(`${driverId} ${version}`)) groups.push({ driverId, version, infs: infs.map(shippedInf) });
    }
    await replaceInfFiles(manager, groups, 'shipped');
    const files = groups.reduce((sum, group) => sum + group.infs.length, 0);
    await manager.query(
      `INSERT INTO "shipped_driver_packages" ("id", "digest", "loadedAt") VALUES (1, $1, now()) ON CONFLICT ("id") DO UPDATE SET "digest" = $1, "loadedAt" = now()`,
      [shipped.digest],
    );
    return { files, skipped };
  });
}
