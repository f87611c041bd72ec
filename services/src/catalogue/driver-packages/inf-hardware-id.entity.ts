import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { CATALOGUE, driverKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { DriverInfFile } from './driver-inf-file.entity';

/**
 * One device an INF file declares (a hardware or compatible ID of its models sections), with the driver, the package
 * version and its release beside it, and the architectures and first Windows build of the sections that list it: the
 * newest declaration of an ID for a visitor's Windows is one index read (IDX_inf_hardware_ids_newest).
 */
@Entity('inf_hardware_ids')
@Logged<InfHardwareId>({ keys: (declared) => [driverKey(declared.driverId), CATALOGUE] })
@Index('IDX_inf_hardware_ids_newest', { synchronize: false })
@Index('IDX_inf_hardware_ids_driverId', ['driverId', 'version'])
export class InfHardwareId {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_inf_hardware_ids' })
  infFileId: number;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_inf_hardware_ids' })
  hardwareId: string;

  @ManyToOne(() => DriverInfFile, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'infFileId', foreignKeyConstraintName: 'FK_inf_hardware_ids_infFileId' })
  infFile?: DriverInfFile;

  @Column({ type: 'integer' })
  driverId: number;

  @Column({ type: 'text' })
  version: string;

  @Column({ type: 'date' })
  releasedOn: string;

  /** ARCHITECTURE_BITS (inf/target-os.ts) of the sections listing it, or'ed. */
  @Column({ type: 'smallint' })
  architectures: number;

  /** The lowest first Windows build of the sections listing it; 0 for any. */
  @Column({ type: 'integer' })
  minBuild: number;
}
