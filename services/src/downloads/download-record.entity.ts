import { Check, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One download action: against a driver, or against a model of a printer catalogue. */
@Entity('download_records')
@Check(`("driverId" IS NULL) <> ("printerModelId" IS NULL)`)
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
