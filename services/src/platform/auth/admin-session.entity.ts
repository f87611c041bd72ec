import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** A signed-in admin session; only the SHA-256 of its token is stored. */
@Entity('admin_sessions')
export class AdminSession {
  @PrimaryColumn({ type: 'text' })
  tokenHash: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;
}
