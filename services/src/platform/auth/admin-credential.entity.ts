import { Column, Entity, PrimaryColumn, UpdateDateColumn } from 'typeorm';

/** The operator's password, stored as a salted scrypt hash; one row. */
@Entity('admin_credentials')
export class AdminCredential {
  @PrimaryColumn({ type: 'integer' })
  id: number;

  @Column({ type: 'text' })
  passwordHash: string;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
