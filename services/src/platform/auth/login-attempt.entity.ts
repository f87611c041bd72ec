import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Retained } from '../retention/retained';

/** A failed sign-in, kept to limit guessing per address. */
@Entity('login_attempts')
@Retained('sign-in-attempts', 'attemptedAt')
@Index(['ipAddress', 'attemptedAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  ipAddress: string;

  @CreateDateColumn({ type: 'timestamptz' })
  attemptedAt: Date;
}
