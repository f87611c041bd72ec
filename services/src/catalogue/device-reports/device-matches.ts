import { driverPath } from '@driveratlas/driver-domain';
import type { DataSource } from 'typeorm';
import { ARCHITECTURE_BITS } from '../driver-packages/inf/target-os';
import { matchedBySeries } from '../hardware-ids/series-coverage';
import type { DeviceMatchDto, MatchedDriverDto } from './dto/device-report.dto';
import type { DeviceReportQueryDto, WindowsVersion } from './dto/device-report-query.dto';
import type { ReadList } from './read-devices';

/** The Windows a package must install on: its architectures (ARCHITECTURE_BITS) and the build it must reach. */
export interface MatchFilter {
  architectures: number;
  build: number;
}

/** The newest build of each Windows version a visitor may name: a package section from a later build does not install on it. */
const NEWEST_BUILDS: Record<WindowsVersion, number> = { '10': 19045, '11': 26200 };

/** What the visitor's Windows and processor let through; without them, a package for any. */
export function matchFilter({ windows, architecture }: DeviceReportQueryDto): MatchFilter {
  return {
    architectures: architecture ? ARCHITECTURE_BITS[architecture] : ARCHITECTURE_BITS.x86 | ARCHITECTURE_BITS.x64 | ARCHITECTURE_BITS.arm64,
    build: windows ? NEWEST_BUILDS[windows] : 2 ** 31 - 1,
  };
}

/** A driver matched, with the device it matched (its index), the form of the device's ID it lists, and the INF declaring it. */
type MatchRow = Omit<MatchedDriverDto, 'path'> & {
  device: number;
  form: string;
  infFile: string | null;
  packageVersion: string | null;
  driverDate: string | null;
  driverVersion: string | null;
  dropped: boolean;
};

/**
 * The catalogue's driver for each device of a list, in one statement, as Windows ranks a device's IDs: its forms in
 * order (hardware IDs, most specific first, then compatible IDs), each against the newest declaration of it (one read
 * of an index a form, in the IDs a driver lists itself, "driver_hardware_ids", and in those its package's INF files
 * declare for the visitor's Windows and processor, "inf_hardware_ids"); the first form declared wins, and of the drivers
 * declaring it in its newest declarations (one package shipped under several catalogue names), the one released last.
 * A form several devices share (a class's compatible ID, one device model twice) is looked up once, and the drivers
 * are read for that choice on each device's winning form alone. A device that a newer version of that driver's
 * package no longer declares keeps the version that last did, and the match says so.
 */
export async function findMatches(db: DataSource, { devices, forms }: ReadList, filter: MatchFilter): Promise<Map<number, DeviceMatchDto>> {
  if (!devices.some((d) => d.forms.length)) return new Map();
  const found = await db.query<MatchRow[]>(
    `WITH listed AS MATERIALIZED (
           SELECT (l.device - 1)::int AS device, f.form, f.rank
             FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS l(forms, device)
             CROSS JOIN LATERAL jsonb_array_elements_text(l.forms) WITH ORDINALITY AS f(form, rank)),
         newest AS MATERIALIZED (
           SELECT u.form, found."driverId", found."infFileId"
             FROM (SELECT DISTINCT form FROM listed) u
             CROSS JOIN LATERAL (
               SELECT c."driverId", c."infFileId" FROM (
                 (SELECT h."driverId", h."releasedOn", NULL::integer AS "infFileId" FROM "driver_hardware_ids" h WHERE h."hardwareId" = u.form
                   ORDER BY h."releasedOn" DESC NULLS LAST FETCH FIRST 1 ROWS WITH TIES)
                 UNION ALL
                 (SELECT i."driverId", i."releasedOn", i."infFileId" FROM "inf_hardware_ids" i
                   WHERE i."hardwareId" = u.form AND i.architectures & $2 <> 0 AND i."minBuild" <= $3
                   ORDER BY i."releasedOn" DESC FETCH FIRST 1 ROWS WITH TIES)) c
               ORDER BY c."releasedOn" DESC NULLS LAST FETCH FIRST 1 ROWS WITH TIES) found),
         best AS (
           SELECT DISTINCT ON (l.device) l.device, l.form
             FROM listed l WHERE EXISTS (SELECT 1 FROM newest n WHERE n.form = l.form)
            ORDER BY l.device, l.rank)
    SELECT b.device, b.form, d.id, d.name, d.version, d."releaseDate", d.manufacturer, d.category, d."officialUrl", d."supportEnded",
           to_char(d."supportEndedOn", 'YYYY-MM-DD') AS "supportEndedOn",
           inf."fileName" AS "infFile", inf.version AS "packageVersion", to_char(inf."driverDate", 'YYYY-MM-DD') AS "driverDate",
           inf."driverVersion", EXISTS (SELECT 1 FROM "driver_inf_files" later WHERE later."driverId" = d.id AND later."releasedOn" > inf."releasedOn") AS dropped
      FROM (SELECT DISTINCT ON (best.device) best.device, best.form, n."driverId", n."infFileId"
              FROM best JOIN newest n ON n.form = best.form
              JOIN "drivers" tie ON tie.id = n."driverId"
             ORDER BY best.device, tie."releasedOn" DESC NULLS LAST, tie.id) b
      JOIN "drivers" d ON d.id = b."driverId"
      LEFT JOIN "driver_inf_files" inf ON inf.id = b."infFileId"`,
    [forms, filter.architectures, filter.build],
  );
  return new Map(
    found.map(({ device, form, infFile, packageVersion, driverDate, driverVersion, dropped, ...driver }) => {
      const matchedBy = matchedBySeries(driver.name, form) ? 'series' : devices[device].forms.find((f) => f.id === form)!.matchedBy;
      const declaredBy = infFile ? { file: infFile, packageVersion: packageVersion!, driverDate: driverDate!, driverVersion: driverVersion! } : null;
      const match: DeviceMatchDto = {
        matchedBy,
        matchedId: form,
        driver: { ...driver, path: driverPath(driver) },
        declaredBy,
        lastVersionSupporting: dropped ? packageVersion : null,
      };
      return [device, match];
    }),
  );
}
