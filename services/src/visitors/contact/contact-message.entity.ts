import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Retained } from '../../platform/retention/retained';

@Entity('contact_messages')
@Retained('contact-messages', 'receivedAt')
export class ContactMessage {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text' })
  email: string;

  @Column({ type: 'text' })
  subject: string;

  /** @example "technical-support" */
  @Column({ type: 'text' })
  category: string;

  @Column({ type: 'text' })
  message: string;

  @Index('IDX_contact_messages_receivedAt')
  @CreateDateColumn({ type: 'timestamptz' })
  receivedAt: Date;

  /** When the operator marked it handled; null while it waits for an answer. */
  @Column({ type: 'timestamptz', nullable: true })
  handledAt: Date | null;
}
