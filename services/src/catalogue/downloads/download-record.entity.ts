import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Retained } from '../../platform/retention/retained';

/**
 * One download action: against a driver, or against a model of a printer catalogue. Its IP address and browser string
 * are cleared when the retention table's period ends; a hand-made partial index (migration RetentionRuns) finds the
 * records still holding them by time.
 */
@Entity('download_records')
@Retained('download-records', 'downloadedAt')
@Check(`("driverId" IS NULL) <> ("printerModelId" IS NULL)`)
@Index('IDX_download_records_identifying', { synchronize: false })
export class DownloadRecord {
  @PrimaryGeneratedColumn()
  id: number;

  @Index()
  @Column({ type: 'integer', nullable: true })
  driverId: number | null;

  @Index()
  @Column({ type: 'integer', nullable: true })
  printerModelId: number | null;

  @Column({ type: 'text', nullable: true })
  printerModel: string | null;

  @Column({ type: 'text', nullable: true })
  printerName: string | null;

  @Column({ type: 'text', nullable: true })
  driverModel: string | null;

  @Column({ type: 'text', nullable: true })
  driverName: string | null;

  @Column({ type: 'text', nullable: true })
  ipAddress: string | null;

  @Column({ type: 'text', nullable: true })
  userAgent: string | null;

  @Index()
  @CreateDateColumn({ type: 'timestamptz' })
  downloadedAt: Date;
}
