import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PrivacyRequest } from './privacy-request.entity';

/**
 * One change of a privacy rights request: its receipt, a new status, the extension of its due date, or the
 * requester's data handed over as a file or deleted.
 */
@Entity('privacy_request_events')
export class PrivacyRequestEvent {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_privacy_request_events' })
  id: number;

  @Index('IDX_privacy_request_events_requestId')
  @Column({ type: 'integer' })
  requestId: number;

  @ManyToOne(() => PrivacyRequest, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'requestId', foreignKeyConstraintName: 'FK_privacy_request_events_requestId' })
  request?: PrivacyRequest;

  /** @example "status" */
  @Column({ type: 'text' })
  kind: 'received' | 'status' | 'extended' | 'data-exported' | 'data-deleted';

  /** The status after this change. @example "verifying" */
  @Column({ type: 'text' })
  status: string;

  /** What the operator noted (for an extension, the reason the visitor is told; for the data, what was handed over or deleted). */
  @Column({ type: 'text', nullable: true })
  note: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  at: Date;
}
