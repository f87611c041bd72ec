import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** Keys a committed change asks the CDN to purge: written in the change's own transaction (an outbox), sent by CdnPurgeWorker. */
@Entity('cdn_purges')
@Index('IDX_cdn_purges_due', ['nextAttemptAt'])
export class CdnPurge {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_cdn_purges' })
  id: number;

  @Column({ type: 'text', array: true })
  keys: string[];

  @Column({ type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;

  /** When it is sent (again); while a process sends it, the end of that process's lease. */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;
}
