import { Column, Entity, PrimaryColumn } from 'typeorm';

/**
 * Where a consumer of the change log that must not miss a change (the CDN's purges, the webhooks) stands: every change
 * up to `position` is done. Shared by every service process: one at a time moves it (a lease, or a row lock).
 */
@Entity('change_cursors')
export class ChangeCursor {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_change_cursors' })
  consumer: string;

  /** The id of the last change done. */
  @Column({ type: 'bigint', default: 0 })
  position: string;

  /** While a process sends the changes after the position, the end of its lease; past it, another takes them. */
  @Column({ type: 'timestamptz', nullable: true })
  leasedUntil: Date | null;

  /** When the changes after the position are tried (again). */
  @Column({ type: 'timestamptz', default: () => 'now()' })
  nextAttemptAt: Date;

  @Column({ type: 'integer', default: 0 })
  failures: number;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  movedAt: Date;
}
