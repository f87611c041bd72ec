import { Column, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { CATALOGUE, manufacturerKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';

/** A hardware maker drivers may name, with the domains of its own sites: every link to one of its drivers must land on one. */
@Entity('manufacturers')
@Logged<Manufacturer>({ keys: (manufacturer) => [manufacturerKey(manufacturer.name), CATALOGUE] })
@Unique('UQ_manufacturers_name', ['name'])
@Unique('UQ_manufacturers_slug', ['slug'])
export class Manufacturer {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_manufacturers' })
  id: number;

  /** The name drivers are stored with (Unicode NFKC). @example "NVIDIA" */
  @Column({ type: 'text' })
  name: string;

  /** The sidebar filter's value. @example "nvidia" */
  @Column({ type: 'text' })
  slug: string;

  /** Registrable domain names of its official sites; their subdomains count too. @example ["nvidia.com"] */
  @Column({ type: 'text', array: true })
  domains: string[];

  /** Its general driver download or support page, on one of its domains. @example "https://www.nvidia.com/en-us/drivers/" */
  @Column({ type: 'text' })
  supportUrl: string;

  /** It has no page per driver (its drivers share one download page, or come from PC makers). @example false */
  @Column({ type: 'boolean', default: false })
  sharedDriverPages: boolean;
}
