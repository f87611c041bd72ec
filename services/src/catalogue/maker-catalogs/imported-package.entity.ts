import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { Driver } from '../drivers/driver.entity';

/**
 * A package of a maker's catalog that an import made a driver of (or a version of one): by the maker's own ID of it,
 * which driver it is, and which version. A package imported again is known by it, and changes nothing.
 */
@Entity('maker_packages')
@Index('IDX_maker_packages_driverId', ['driverId'])
export class ImportedPackage {
  /** @example "Dell" */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_maker_packages' })
  maker: string;

  /** The maker's ID of the package: Dell's release ID, Lenovo's package ID, HP's SoftPaq number. @example "5K8YG" */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_maker_packages' })
  packageId: string;

  @Column({ type: 'integer' })
  driverId: number;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_maker_packages_driverId' })
  driver?: Driver;

  /** @example "6.0.9733.1" */
  @Column({ type: 'text' })
  version: string;

  /** The catalog file it was read from. @example "CatalogPC.xml" */
  @Column({ type: 'text' })
  catalogFile: string;

  @CreateDateColumn({ type: 'timestamptz' })
  importedAt: Date;
}
