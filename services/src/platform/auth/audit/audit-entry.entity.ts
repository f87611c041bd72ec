import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** One admin write (or sign-in and sign-out): what was done, to which record, when, from which session. */
@Entity('audit_entries')
export class AuditEntry {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_audit_entries' })
  id: number;

  @Index('IDX_audit_entries_at')
  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;

  /** @example "Driver updated" */
  @Column({ type: 'text' })
  action: string;

  /** The record written, when there is one. @example "driver 1042" */
  @Column({ type: 'text', nullable: true })
  target: string | null;

  /** @example "PUT /api/drivers/1042" */
  @Column({ type: 'text' })
  request: string;

  /** The session's short id: the first 12 characters of the hash of its token (never the token). @example "3f9a1c0b7d2e" */
  @Column({ type: 'text', nullable: true })
  sessionId: string | null;
}
