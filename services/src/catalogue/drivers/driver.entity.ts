import { ApiHideProperty } from '@nestjs/swagger';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CATALOGUE, driverKeys } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { SEARCH_TEXT_SQL, STATIC_SCORE_SQL } from '../search-relevance/relevance';
import { driverEvent } from './driver-events';

/**
 * A driver of the catalogue (spec 000, section 3), with the optional fields some list pages read.
 * The indexes search reads by are written by hand in the migrations (a trigram index, sort orders, an
 * expression, INCLUDE columns), which TypeORM cannot express: they are named here so that a schema diff
 * leaves them alone.
 */
@Entity('drivers')
@Logged<Driver>({
  keys: (driver) => [...driverKeys(driver), CATALOGUE],
  // Changed with every write, counted in batches, or derived from the others: never a change partners hear of.
  quiet: ['createdAt', 'updatedAt', 'downloadCount', 'releasedOn', 'searchText', 'staticScore'],
  event: driverEvent,
})
@Index('IDX_drivers_searchText_trgm', { synchronize: false })
@Index('IDX_drivers_staticScore', { synchronize: false })
@Index('IDX_drivers_downloadCount', { synchronize: false })
@Index('IDX_drivers_rating', { synchronize: false })
@Index('IDX_drivers_releasedOn', { synchronize: false })
@Index('IDX_drivers_manufacturer_lower', { synchronize: false })
@Index('IDX_drivers_updatedAt', { synchronize: false })
@Index('IDX_drivers_hardwareIds', { synchronize: false })
@Index('IDX_drivers_name', ['name', 'id'])
@Index('IDX_drivers_operatingSystem', ['operatingSystem'])
@Index('IDX_drivers_architecture', ['architecture'])
export class Driver {
  /** Driver ids start at 1000, so they never collide with the printer catalogue ids (101–424). */
  @PrimaryGeneratedColumn()
  id: number;

  /** @example "NVIDIA GeForce RTX 4070 Game Ready Driver" */
  @Column({ type: 'text' })
  name: string;

  /** @example "566.36" */
  @Column({ type: 'text' })
  version: string;

  /** @example "December 2024" */
  @Column({ type: 'text' })
  releaseDate: string;

  @Column({ type: 'text' })
  description: string;

  /** @example 1250000 */
  @Column({ type: 'integer', default: 0 })
  downloadCount: number;

  /** From 1 to 5. @example 5 */
  @Column({ type: 'integer', default: 5 })
  rating: number;

  @Column({ type: 'boolean', default: true })
  isVerified: boolean;

  @Column({ type: 'boolean', default: false })
  isLatest: boolean;

  /** @example "Windows 11, Windows 10" */
  @Column({ type: 'text' })
  operatingSystem: string;

  /** @example "64-bit" */
  @Column({ type: 'text' })
  architecture: string;

  /** @example "732 MB" */
  @Column({ type: 'text' })
  fileSize: string;

  /** @example "NVIDIA" */
  @Index()
  @Column({ type: 'text' })
  manufacturer: string;

  /** @example "Graphics Cards" */
  @Index()
  @Column({ type: 'text' })
  category: string;

  /** @example "https://www.nvidia.com/en-us/drivers/" */
  @Column({ type: 'text' })
  downloadUrl: string;

  /** The official page on the manufacturer's own domain that the download sends visitors to. */
  @Column({ type: 'text', nullable: true })
  officialUrl: string | null;

  /** @example "NVIDIA GeForce RTX 4070" */
  @Column({ type: 'text', nullable: true })
  fullName: string | null;

  /** @example "RTX 4070" */
  @Column({ type: 'text', nullable: true })
  modelNumber: string | null;

  /** @example "GeForce RTX 40 Series" */
  @Column({ type: 'text', nullable: true })
  series: string | null;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  /** @example "566.36-desktop-win10-win11-64bit-international-dch-whql.exe" */
  @Column({ type: 'text', nullable: true })
  driverFile: string | null;

  /** The hardware IDs it installs on, in their canonical spelling; a GIN index finds the drivers of a device. @example ["PCI\\VEN_10DE&DEV_2786"] */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  hardwareIds: string[];

  /** Its maker no longer updates it (NVIDIA's R470 branch for Kepler cards; a package whose newer versions dropped its Windows): no newer version will come. */
  @Column({ type: 'boolean', default: false })
  supportEnded: boolean;

  /** The day its maker ended it, where the maker gives one. @example "2024-09-30" */
  @Column({ type: 'date', nullable: true })
  supportEndedOn: string | null;

  /** The release month as a date, for "latest release first", kept from releaseDate by the service. (The
   * table also has "searchText", a generated lower-cased text with a trigram index that search queries use.) */
  @Column({ type: 'date', nullable: true, select: false })
  releasedOn?: string | null;

  /** What search matches against: each searched field lower-cased without spaces or hyphens (see ../search-relevance/relevance.ts); kept by PostgreSQL. */
  @ApiHideProperty()
  @Column({ type: 'text', generatedType: 'STORED', asExpression: SEARCH_TEXT_SQL, nullable: true, select: false, insert: false, update: false })
  searchText?: string | null;

  /** The part of the relevance score that does not depend on the query; kept by PostgreSQL. */
  @ApiHideProperty()
  @Column({ type: 'numeric', generatedType: 'STORED', asExpression: STATIC_SCORE_SQL, nullable: true, select: false, insert: false, update: false })
  staticScore?: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
