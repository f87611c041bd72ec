import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One run of the retention purge over one kind of record: when, and how many records it deleted or cleared. */
@Entity('retention_runs')
export class RetentionRun {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_retention_runs' })
  id: number;

  /** The kind of record, as the retention table names it. @example "download-records" */
  @Column({ type: 'text' })
  kind: string;

  /** The records deleted, or whose fields were cleared. @example 1250 */
  @Column({ type: 'integer' })
  affected: number;

  /** The time the run purged up to: the clock's "now", from which each period was counted back. */
  @Column({ type: 'timestamptz' })
  ranAt: Date;
}
