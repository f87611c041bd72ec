import { Column, Entity, PrimaryColumn } from 'typeorm';
import { CATALOGUE } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';

/**
 * The PCI and USB ID databases as loaded from the shipped `pci.ids` and `usb.ids` (data/hardware-ids): IDs in lower-case
 * hexadecimal as the files write them, each table's primary key the lookup's index. Replaced whole by an import.
 */

@Entity('pci_vendors')
export class PciVendor {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_vendors' })
  vendorId: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('pci_devices')
export class PciDevice {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_devices' })
  vendorId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_devices' })
  deviceId: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('pci_subsystems')
export class PciSubsystem {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_subsystems' })
  vendorId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_subsystems' })
  deviceId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_subsystems' })
  subvendorId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_pci_subsystems' })
  subdeviceId: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('usb_vendors')
export class UsbVendor {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_usb_vendors' })
  vendorId: string;

  @Column({ type: 'text' })
  name: string;
}

@Entity('usb_products')
export class UsbProduct {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_usb_products' })
  vendorId: string;

  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_usb_products' })
  productId: string;

  @Column({ type: 'text' })
  name: string;
}

/** Which copy of each file is loaded: an import (the five tables above replaced whole) is logged as its change. */
@Entity('id_database_versions')
@Logged({ keys: () => [CATALOGUE] })
export class IdDatabaseVersionRecord {
  /** @example "pci.ids" */
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_id_database_versions' })
  file: string;

  /** @example "2025.06.09" */
  @Column({ type: 'text', nullable: true })
  version: string | null;

  /** @example "2025-06-09 03:15:02" */
  @Column({ type: 'text', nullable: true })
  date: string | null;

  @Column({ type: 'timestamptz' })
  importedAt: Date;
}
