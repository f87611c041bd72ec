import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE, printerBrandKey } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';

@Entity('printer_brands')
@Logged<PrinterBrand>({ keys: (brand) => [printerBrandKey(brand.name), CATALOGUE] })
export class PrinterBrand {
  @PrimaryGeneratedColumn()
  id: number;

  /** @example "HP" */
  @Column({ type: 'text', unique: true })
  name: string;

  @Column({ type: 'text', nullable: true })
  logoUrl: string | null;

  @Column({ type: 'integer', default: 0 })
  position: number;
}
