import type { EntityManager } from 'typeorm';
import { recordRows } from '../../platform/change-log/recording';
import type { InfOrigin } from './driver-inf-file.entity';
import { ARCHITECTURE_BITS } from './inf/target-os';
import type { InfModels, ReadInf } from './inf/read-inf';

/** One INF file of a package version, as read (readInf) or shipped, ready to be stored: where it was read, for shipped data. */
export type InfDeclaration = ReadInf & { sources?: string[] };

/** Each ID of an INF once, with the architectures (bits) and the lowest first build of the sections listing it. */
export function declaredIds(models: InfModels[]): Map<string, { architectures: number; minBuild: number }> {
  const ids = new Map<string, { architectures: number; minBuild: number }>();
  for (const section of models) {
    const bits = section.architectures.reduce((sum, architecture) => sum | ARCHITECTURE_BITS[architecture], 0);
    if (!bits) continue;
    for (const id of section.hardwareIds) {
      const known = ids.get(id);
      ids.set(
        id,
        known
          ? { architectures: known.architectures | bits, minBuild: Math.min(known.minBuild, section.minBuild) }
          : { architectures: bits, minBuild: section.minBuild },
      );
    }
  }
  return ids;
}

/** A version's release: the newest DriverVer date of its INF files. */
export const releaseOf = (infs: Pick<InfDeclaration, 'driverDate'>[]): string =>
  infs
    .map((inf) => inf.driverDate)
    .sort()
    .at(-1)!;

/** The INF files of one version of a driver's package. */
export interface PackageVersionInfs {
  driverId: number;
  version: string;
  infs: InfDeclaration[];
}

/**
 * Makes each group's `infs` the INF files of that version of that driver, in the write's transaction: the version's files
 * of that origin before are replaced, with the devices they declared. Two statements for any number of files (a whole
 * shipped catalogue is loaded at a start).
 */
export async function replaceInfFiles(manager: EntityManager, groups: PackageVersionInfs[], origin: InfOrigin): Promise<void> {
  if (!groups.length) return;
  const [deleted]: [Array<{ id: number; driverId: number }>] = await manager.query(
    `DELETE FROM "driver_inf_files" f USING unnest($1::int[], $2::text[]) AS g("driverId", "version")
      WHERE f."driverId" = g."driverId" AND f."version" = g."version" AND f."origin" = $3 RETURNING f."id", f."driverId"`,
    [groups.map((g) => g.driverId), groups.map((g) => g.version), origin],
  );
  recordInfFiles(manager, 'delete', deleted);
  await insertInfFiles(manager, groups, origin);
}

/** Adds each group's `infs` to the INF files of that version of that driver, with the devices they declare, in two statements. */
export async function insertInfFiles(manager: EntityManager, groups: PackageVersionInfs[], origin: InfOrigin): Promise<void> {
  if (!groups.length) return;
  const files = groups.flatMap(({ driverId, version, infs }) => infs.map((inf) => ({ driverId, version, releasedOn: releaseOf(infs), inf })));
  const column = <T>(value: (file: (typeof files)[number]) => T) => files.map(value);
  const inserted: Array<{ id: number }> = await manager.query(
    `INSERT INTO "driver_inf_files" ("driverId", "version", "releasedOn", "fileName", "driverDate", "driverVersion", "class", "provider", "origin", "sources")
     SELECT f."driverId", f."version", f."releasedOn", f."fileName", f."driverDate", f."driverVersion", f."class", f."provider", $9, string_to_array(f."sources", E'\\n')
       FROM unnest($1::int[], $2::text[], $3::date[], $4::text[], $5::date[], $6::text[], $7::text[], $8::text[], $10::text[]) WITH ORDINALITY
            AS f("driverId", "version", "releasedOn", "fileName", "driverDate", "driverVersion", "class", "provider", "sources", n)
      ORDER BY f.n RETURNING "id"`,
    [
      column((f) => f.driverId),
      column((f) => f.version),
      column((f) => f.releasedOn),
      column((f) => f.inf.file),
      column((f) => f.inf.driverDate),
      column((f) => f.inf.driverVersion),
      column((f) => f.inf.class),
      column((f) => f.inf.provider),
      origin,
      column((f) => (f.inf.sources ?? []).join('\n')),
    ],
  );
  recordInfFiles(manager, 'insert', groups);
  // PostgreSQL inserts an INSERT … SELECT's rows in the SELECT's order and returns them so.
  const rows = files.flatMap((file, index) => [...declaredIds(file.inf.models)].map(([hardwareId, d]) => ({ file, id: inserted[index].id, hardwareId, ...d })));
  await manager.query(
    `INSERT INTO "inf_hardware_ids" ("infFileId", "hardwareId", "driverId", "version", "releasedOn", "architectures", "minBuild")
     SELECT * FROM unnest($1::int[], $2::text[], $3::int[], $4::text[], $5::date[], $6::smallint[], $7::int[])`,
    [
      rows.map((r) => r.id),
      rows.map((r) => r.hardwareId),
      rows.map((r) => r.file.driverId),
      rows.map((r) => r.file.version),
      rows.map((r) => r.file.releasedOn),
      rows.map((r) => r.architectures),
      rows.map((r) => r.minBuild),
    ],
  );
}

/** Logs INF files of these drivers written or deleted in bulk, with the devices they declare (deleted with them by cascade). */
export function recordInfFiles(manager: EntityManager, kind: 'insert' | 'delete', rows: Array<{ driverId: number }>): void {
  if (!rows.length) return;
  const drivers = [...new Set(rows.map((row) => row.driverId))].map((driverId) => ({ driverId }));
  // By their tables' names: this file is read by unit specs too, which cannot load the entities' Nest decorators.
  for (const table of ['driver_inf_files', 'inf_hardware_ids']) recordRows(manager, table, kind, drivers);
}
