import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A failed sign-in, kept to limit guessing per address. */
@Entity('login_attempts')
@Index(['ipAddress', 'attemptedAt'])
export class LoginAttempt {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'text' })
  ipAddress: string;

  @CreateDateColumn({ type: 'timestamptz' })
  attemptedAt: Date;
}
