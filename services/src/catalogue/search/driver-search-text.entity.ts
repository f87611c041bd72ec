import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Driver } from '../drivers/driver.entity';

/**
 * A narrow copy of what search matches against and filters by, one row per driver, for counting broad queries
 * without reading the drivers' wide rows. Kept by triggers on "drivers" (migrations SearchReads and
 * SearchUnderstandsQueries); never written here.
 */
@Entity('driver_search_texts')
export class DriverSearchText {
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'driver_search_texts_pkey' })
  id: number;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'id', foreignKeyConstraintName: 'driver_search_texts_id_fkey' })
  driver?: Driver;

  @Column({ type: 'text' })
  searchText: string;

  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  manufacturer: string;

  @Column({ type: 'text' })
  operatingSystem: string;

  @Column({ type: 'text' })
  architecture: string;
}
