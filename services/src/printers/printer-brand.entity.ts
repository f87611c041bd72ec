import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('printer_brands')
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
