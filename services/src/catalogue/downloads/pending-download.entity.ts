import { Column, Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * A recorded download not yet added to its driver's or printer model's counter. Each download inserts one (with its
 * record, in the same transaction) instead of updating the one counter row a crowd would wait on; DownloadCounter
 * moves them into the counters in batches. A process that stops or crashes leaves them to the next batch.
 */
@Entity('pending_downloads')
@Index('IDX_pending_downloads_driverId', ['driverId'])
@Index('IDX_pending_downloads_printerModelId', ['printerModelId'])
export class PendingDownload {
  /** The download record's id. */
  @PrimaryColumn({ type: 'integer', primaryKeyConstraintName: 'PK_pending_downloads' })
  recordId: number;

  @Column({ type: 'integer', nullable: true })
  driverId: number | null;

  @Column({ type: 'integer', nullable: true })
  printerModelId: number | null;
}
