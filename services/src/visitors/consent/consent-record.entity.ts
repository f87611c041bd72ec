import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { Retained } from '../../platform/retention/retained';

/** Proof of a visitor's consent choice: a random id and what was chosen, never who chose it. */
@Entity('consent_records')
@Retained('consent-records', 'recordedAt')
export class ConsentRecord {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_consent_records' })
  id: number;

  /** The random id the visitor's browser keeps with its choice. */
  @Index('IDX_consent_records_consentId')
  @Column({ type: 'uuid' })
  consentId: string;

  @Column({ type: 'boolean' })
  functional: boolean;

  @Column({ type: 'boolean' })
  analytics: boolean;

  @Column({ type: 'boolean' })
  advertising: boolean;

  /** The cookie policy version the choice was made under. @example "de4150b7" */
  @Column({ type: 'text' })
  policyVersion: string;

  /** The browser sent Global Privacy Control. */
  @Column({ type: 'boolean' })
  gpc: boolean;

  @Index('IDX_consent_records_recordedAt')
  @CreateDateColumn({ type: 'timestamptz' })
  recordedAt: Date;
}
