import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { CATALOGUE, driverKey } from '../../platform/cdn/cache-tags';
import type { ChangeEvent, EntityChange } from '../../platform/change-log/logged';
import { Logged } from '../../platform/change-log/logged';
import { Driver } from './driver.entity';

/** The webhook event of a version withdrawn: announced once, when the operator marks it (withdrawing the mark is not an event). */
function withdrawnEvent({ kind, after }: EntityChange<WithdrawnVersion>): ChangeEvent | null {
  if (kind !== 'insert') return null;
  const { driverId, version, reason, link, withdrawnAt } = after!;
  return { type: 'driver.version_withdrawn', data: { driverId, version, reason, link, withdrawnAt } };
}

/**
 * A version of a driver its maker withdrew (NVIDIA and AMD pull releases), as the operator marks it: the maker's reason
 * and its page saying so. The driver page shows it, My PC tells a device on it, the feed and a webhook announce it.
 */
@Entity('withdrawn_versions')
@Logged<WithdrawnVersion>({ keys: (withdrawn) => [driverKey(withdrawn.driverId), CATALOGUE], event: withdrawnEvent })
@Index('UQ_withdrawn_versions_version', ['driverId', 'version'], { unique: true })
export class WithdrawnVersion {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_withdrawn_versions' })
  id: number;

  @Column({ type: 'integer' })
  driverId: number;

  @ManyToOne(() => Driver, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'driverId', foreignKeyConstraintName: 'FK_withdrawn_versions_driverId' })
  driver?: Driver;

  /** @example "560.70" */
  @Column({ type: 'text' })
  version: string;

  /** In the maker's words. @example "Withdrawn: some systems with an RTX 40 Series card showed a black screen after the update." */
  @Column({ type: 'text' })
  reason: string;

  /** The maker's page saying so, on its own domains. @example "https://nvidia.custhelp.com/app/answers/detail/a_id/5573" */
  @Column({ type: 'text', nullable: true })
  link: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  withdrawnAt: Date;
}
