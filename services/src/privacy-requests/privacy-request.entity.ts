import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity('privacy_requests')
export class PrivacyRequest {
  @PrimaryGeneratedColumn()
  id: number;

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

  /** The answer is due 30 days after receipt (extendable to 60 for complex requests). */
  @Column({ type: 'timestamptz' })
  dueAt: Date;
}
