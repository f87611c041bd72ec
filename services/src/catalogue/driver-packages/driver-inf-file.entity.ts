import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE, driverKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { Driver } from '../drivers/driver.entity';

/**
 * Where an INF's declarations came from: the shipped data (services/data/driver-packages), the operator's upload, or a
 * maker's catalog (the devices a package of Dell's, Lenovo's or HP's catalog lists, its file the catalog's).
 */
export const INF_ORIGINS = ['shipped', 'operator', 'catalog'] as const;
export type InfOrigin = (typeof INF_ORIGINS)[number];

/**
 * One INF file of a version of a driver's package, as its maker ships it: what its `[Version]` section says, and where
 * its declarations came from. The devices it installs on are its InfHardwareId rows.
 */
@Entity('driver_inf_files')
@Logged<DriverInfFile>({ keys: (file) => [driverKey(file.driverId), CATALOGUE] })
@Check('CHK_driver_inf_files_origin', `"origin" IN ('shipped', 'operator', 'catalog')`)
@Index('UQ_driver_inf_files_file', { synchronize: false })
export class DriverInfFile {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_driver_inf_files' })
  id: number;

  @Column({ type: 'integer' })
  driverId: number;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_driver_inf_files_driverId' })
  driver?: Driver;

  /** The package version the file ships in. @example "23.160.0.4" */
  @Column({ type: 'text' })
  version: string;

  /** That version's release: DriverVer's date, which orders a driver's versions. */
  @Column({ type: 'date' })
  releasedOn: string;

  /** @example "Netwtw14.inf" */
  @Column({ type: 'text' })
  fileName: string;

  /** DriverVer's date. @example "2025-06-18" */
  @Column({ type: 'date' })
  driverDate: string;

  /** DriverVer's version. @example "23.160.0.4" */
  @Column({ type: 'text' })
  driverVersion: string;

  /** @example "Net" */
  @Column({ type: 'text', nullable: true })
  class: string | null;

  /** @example "Intel" */
  @Column({ type: 'text', nullable: true })
  provider: string | null;

  @Column({ type: 'text' })
  origin: InfOrigin;

  /** Where the declarations were read: a repository file or a maker's page; none for the operator's upload. */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  sources: string[];

  @CreateDateColumn({ type: 'timestamptz' })
  importedAt: Date;
}

/** Which copy of the shipped data (a digest of services/data/driver-packages) the shipped INF files are. */
@Entity('shipped_driver_packages')
@Check('CHK_shipped_driver_packages_one', `"id" = 1`)
export class ShippedDriverPackages {
  @PrimaryColumn({ type: 'smallint', default: 1, primaryKeyConstraintName: 'PK_shipped_driver_packages' })
  id: number;

  @Column({ type: 'text' })
  digest: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  loadedAt: Date;
}
