import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { Retained } from '../../platform/retention/retained';

@Entity('privacy_requests')
@Retained('privacy-requests', 'receivedAt')
@Unique('UQ_privacy_requests_reference', ['reference'])
export class PrivacyRequest {
  @PrimaryGeneratedColumn()
  id: number;

  /** The number the visitor quotes: the year of receipt and the id. @example "PR-2026-000042" */
  @Column({ type: 'text' })
  reference: string;

  /** @example "received" */
  @Column({ type: 'text', default: 'received' })
  status: string;

  @Column({ type: 'text' })
  firstName: string;

  @Column({ type: 'text' })
  lastName: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  /** @example "California" */
  @Column({ type: 'text' })
  state: string;

  /** @example "know" */
  @Column({ type: 'text' })
  requestType: string;

  @Column({ type: 'text' })
  description: string;

  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  /** The visitor is told the request arrived within 24 hours (the page's promise). */
  @Column({ type: 'timestamptz' })
  confirmationDueAt: Date;

  /** The answer's due date was extended to 60 days after receipt (once, for a complex request). */
  @Column({ type: 'boolean', default: false })
  extended: boolean;

  /** The record is deleted after this date: 3 years after receipt. */
  @Column({ type: 'timestamptz' })
  retainUntil: Date;

  /** The answer is due 30 days after receipt (extendable to 60 for complex requests). */
  @Column({ type: 'timestamptz' })
  dueAt: Date;
}
