import { Check, Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { ChangeEvent, ChangeKind } from './logged';

/**
 * The change log: what each write changed, appended in the write's own transaction (record_changes), its ids in commit
 * order. The gateways' kept answers, the CDN's purges, the webhooks and the replica's freshness follow it.
 */
@Entity('changes')
@Check('CHK_changes_kind', `"kind" IN ('insert', 'update', 'delete')`)
export class Change {
  /** A bigint: as text, so that no id is rounded. */
  @PrimaryGeneratedColumn({ type: 'bigint', primaryKeyConstraintName: 'PK_changes' })
  id: string;

  /** The table changed (`drivers`). */
  @Column({ type: 'text' })
  entity: string;

  /** The row's primary key, or null for a statement that changed many rows. */
  @Column({ type: 'text', nullable: true })
  entityId: string | null;

  @Column({ type: 'text' })
  kind: ChangeKind;

  /** The CDN keys it purges (none for a quiet change: a batch of download counts). */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  keys: string[];

  /** The webhook event partners get for it (`{ type, data }`), if any. */
  @Column({ type: 'jsonb', nullable: true })
  event: ChangeEvent | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  recordedAt: Date;
}
