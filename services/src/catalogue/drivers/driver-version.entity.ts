import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE, driverKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { Driver } from './driver.entity';

/**
 * An earlier version of a driver: what the driver row held before an edit changed its version. The current version is
 * the driver row itself, so a driver's history is its row followed by these (see DriverVersionsService).
 */
@Entity('driver_versions')
@Logged<DriverVersion>({ keys: (version) => [driverKey(version.driverId), CATALOGUE] })
@Index('IDX_driver_versions_driverId', ['driverId'])
export class DriverVersion {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_driver_versions' })
  id: number;

  @Column({ type: 'integer' })
  driverId: number;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_driver_versions_driverId' })
  driver?: Driver;

  @Column({ type: 'text' })
  version: string;

  @Column({ type: 'text' })
  releaseDate: string;

  /** The release month as a date (releaseMonth of releaseDate), which orders the history. */
  @Column({ type: 'date', nullable: true })
  releasedOn: string | null;

  @Column({ type: 'text' })
  fileSize: string;

  /** The driver's description while this version was current. */
  @Column({ type: 'text' })
  notes: string;

  /** When a newer version took its place. */
  @CreateDateColumn({ type: 'timestamptz' })
  replacedAt: Date;
}
