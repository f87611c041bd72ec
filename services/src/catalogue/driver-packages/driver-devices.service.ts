import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { deviceNames } from '../hardware-ids/device-names';
import { hardwareIdsOf } from '../hardware-id-matching/hardware-id';
import { DriverDevicesDto } from './dto/driver-devices.dto';

/** How many devices a driver's answer names: a universal printer driver declares thousands. */
export const DEVICES_SHOWN = 500;

/** The devices a driver installs on, for its page and partners. */
@Injectable()
export class DriverDevicesService {
  constructor(
    @InjectDataSource() private readonly stored: DataSource,
    private readonly replica: ReplicaReads,
  ) {}

  /** The database as a public read reads it (the replica when it serves the read). */
  private get db(): EntityManager {
    return this.replica.from(this.stored);
  }

  async devicesOf(driverId: number): Promise<DriverDevicesDto> {
    const [driver] = await this.db.query(`SELECT "hardwareIds" FROM "drivers" WHERE "id" = $1`, [driverId]);
    if (!driver) throw new NotFoundException(`Driver ${driverId} was not found.`);
    const files = await this.db.query(
      `SELECT f."id", f."fileName" AS file, f."version" AS "packageVersion", to_char(f."driverDate", 'YYYY-MM-DD') AS "driverDate", f."driverVersion",
              f."class", f."provider", f."origin", f."sources"
         FROM "driver_inf_files" f
        WHERE f."driverId" = $1 AND f."version" = (SELECT x."version" FROM "driver_inf_files" x WHERE x."driverId" = $1 ORDER BY x."releasedOn" DESC, x."importedAt" DESC LIMIT 1)
        ORDER BY f."fileName"`,
      [driverId],
    );
    const declared: Array<{ hardwareId: string }> = await this.db.query(
      `SELECT h."hardwareId" FROM "inf_hardware_ids" h WHERE h."infFileId" = ANY($1::int[]) GROUP BY h."hardwareId" ORDER BY min(h."infFileId"), h."hardwareId"`,
      [files.map((f: { id: number }) => f.id)],
    );
    const ids = [...new Set([...declared.map((row) => row.hardwareId), ...(driver.hardwareIds as string[])])];
    const shown = ids.slice(0, DEVICES_SHOWN);
    const parsed = hardwareIdsOf(shown);
    const names = await deviceNames(this.db, parsed);
    const nameOf = new Map(parsed.map((id, i) => [id.id, names[i]?.subsystem ?? names[i]?.device ?? null]));
    return {
      packageVersion: files[0]?.packageVersion ?? null,
      files: files.map(({ id: _id, ...file }: { id: number }) => file),
      total: ids.length,
      devices: shown.map((hardwareId) => ({ hardwareId, name: nameOf.get(hardwareId) ?? null })),
    };
  }
}
