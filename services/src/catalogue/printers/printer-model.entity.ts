import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CATALOGUE, printerModelKeys } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { printerModelEvent } from './printer-model-events';

/** A model of a brand's built-in catalogue (spec 001, section 3); ids are the catalogue's own. */
@Entity('printer_models')
@Logged<PrinterModel>({ keys: (model) => [...printerModelKeys(model), CATALOGUE], quiet: ['downloadCount'], event: printerModelEvent })
export class PrinterModel {
  /** HP 101–130, Canon 201–224, Epson 301–323, Brother 401–424. @example 301 */
  @PrimaryColumn({ type: 'integer' })
  id: number;

  /** @example "Epson" */
  @Index()
  @Column({ type: 'text' })
  brand: string;

  /** @example "ET-4760" */
  @Column({ type: 'text' })
  modelNumber: string;

  /** @example "Epson EcoTank ET-4760" */
  @Column({ type: 'text' })
  fullName: string;

  /** @example "EcoTank" */
  @Column({ type: 'text' })
  series: string;

  /** @example "Tank" */
  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'text', nullable: true })
  image: string | null;

  /** @example "Epson_ET-4760_Driver_v2.68.exe" */
  @Column({ type: 'text' })
  driverFile: string;

  /** @example "125 MB" */
  @Column({ type: 'text' })
  fileSize: string;

  /** The model's driver page on the brand's own site. */
  @Column({ type: 'text' })
  officialUrl: string;

  @Column({ type: 'integer', default: 0 })
  downloadCount: number;
}
