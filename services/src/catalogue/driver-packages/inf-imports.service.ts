import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { Write, writer } from '../../platform/database/write-transaction';
import { InfImportDto } from './dto/inf-import.dto';
import { declaredIds, replaceInfFiles } from './inf-declarations';
import { InfError, readInf, ReadInf } from './inf/read-inf';

/** A file of the upload: its name and bytes. */
export interface UploadedInf {
  originalname: string;
  buffer: Buffer;
}

/**
 * The operator's INF imports: a driver's package's INF files, as Windows ships them, become the declarations of the
 * driver's current version. A preview says what they would change; applying it does so in one transaction.
 */
@Injectable()
export class InfImportsService {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  preview(driverId: number, files: UploadedInf[]): Promise<InfImportDto> {
    return this.compare(this.db.manager, driverId, readAll(files), false);
  }

  /** Records the files for the driver's current version (the operator's INF files of it before replaced). */
  @Write()
  async apply(driverId: number, files: UploadedInf[]): Promise<InfImportDto> {
    const infs = readAll(files);
    const result = await this.compare(writer(), driverId, infs, true);
    await replaceInfFiles(writer(), [{ driverId, version: result.version, infs }], 'operator');
    return result;
  }

  /** The driver's current set (the IDs its newest recorded version declares) against the files'. */
  private async compare(manager: EntityManager, driverId: number, infs: ReadInf[], applied: boolean): Promise<InfImportDto> {
    const [driver] = await manager.query(`SELECT "id", "name", "version" FROM "drivers" WHERE "id" = $1 ${applied ? 'FOR UPDATE' : ''}`, [driverId]);
    if (!driver) throw new NotFoundException(`Driver ${driverId} was not found.`);
    const rows: Array<{ hardwareId: string }> = await manager.query(
      `SELECT DISTINCT h."hardwareId" FROM "inf_hardware_ids" h
        WHERE h."driverId" = $1 AND h."version" = (SELECT f."version" FROM "driver_inf_files" f WHERE f."driverId" = $1
                                                      ORDER BY f."releasedOn" DESC, f."importedAt" DESC LIMIT 1)`,
      [driverId],
    );
    const current = new Set(rows.map((row) => row.hardwareId));
    const next = new Set(infs.flatMap((inf) => [...declaredIds(inf.models).keys()]));
    return {
      id: driver.id,
      name: driver.name,
      version: driver.version,
      files: infs.map((inf) => ({
        file: inf.file,
        driverDate: inf.driverDate,
        driverVersion: inf.driverVersion,
        class: inf.class,
        provider: inf.provider,
        sections: inf.models.map((section) => section.section),
        hardwareIds: declaredIds(inf.models).size,
      })),
      added: [...next].filter((id) => !current.has(id)).sort(),
      removed: [...current].filter((id) => !next.has(id)).sort(),
      kept: [...next].filter((id) => current.has(id)).length,
      applied,
    };
  }
}

/** Every file read; the first one that cannot be is refused (400), naming the file and the line. */
function readAll(files: UploadedInf[]): ReadInf[] {
  if (!files.length) throw new BadRequestException('Send one or more INF files.');
  const names = new Set<string>();
  return files.map((file) => {
    const name = file.originalname || 'the file';
    if (names.has(name.toLowerCase())) throw new BadRequestException(`${name} is sent twice.`);
    names.add(name.toLowerCase());
    try {
      const inf = readInf(name, file.buffer);
      if (!declaredIds(inf.models).size) throw new InfError(name, 1, 'its models sections declare no device for x86, x64 or Arm64 Windows');
      return inf;
    } catch (error) {
      if (error instanceof InfError) throw new BadRequestException(error.message);
      throw error;
    }
  });
}
