import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Driver } from '../drivers/driver.entity';

/**
 * One hardware ID a driver lists, with the driver's release month beside it: a narrow copy of "drivers"."hardwareIds"
 * in which the newest driver listing an ID is one index read (IDX_driver_hardware_ids_newest), for a whole PC's
 * devices at once. Kept by triggers on "drivers" (migration DriverHardwareIds); never written here.
 */
@Entity('driver_hardware_ids')
@Index('IDX_driver_hardware_ids_newest', { synchronize: false })
export class DriverHardwareId {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_driver_hardware_ids' })
  driverId: number;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_driver_hardware_ids' })
  hardwareId: string;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_driver_hardware_ids_driverId' })
  driver?: Driver;

  @Column({ type: 'date', nullable: true })
  releasedOn: string | null;
}
