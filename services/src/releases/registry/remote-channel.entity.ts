import { Check, Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { REMOTE_RELEASES } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';
import { RemoteRelease } from './remote-release.entity';

/** What a remote serves now: its active release, and at most one canary shown to a share of visitors. */
@Entity('remote_channels')
@Logged({ keys: () => [REMOTE_RELEASES] })
@Check(
  'CHK_remote_channels_canary',
  `("canaryId" IS NULL AND "canaryShare" IS NULL) OR ("canaryId" IS NOT NULL AND "canaryShare" BETWEEN 1 AND 50 AND "canaryId" IS DISTINCT FROM "activeId")`,
)
export class RemoteChannel {
  @PrimaryColumn({ type: 'text', primaryKeyConstraintName: 'PK_remote_channels' })
  remote: string;

  /** remote_releases.id of the active release. */
  @Column({ type: 'integer', nullable: true })
  activeId: number | null;

  @ManyToOne(() => RemoteRelease, { nullable: true })
  @JoinColumn({ name: 'activeId', foreignKeyConstraintName: 'FK_remote_channels_activeId' })
  active?: RemoteRelease | null;

  /** remote_releases.id of the canary release. */
  @Column({ type: 'integer', nullable: true })
  canaryId: number | null;

  @ManyToOne(() => RemoteRelease, { nullable: true })
  @JoinColumn({ name: 'canaryId', foreignKeyConstraintName: 'FK_remote_channels_canaryId' })
  canary?: RemoteRelease | null;

  /** Percent of visitors given the canary (1–50), set with it. */
  @Column({ type: 'smallint', nullable: true })
  canaryShare: number | null;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  changedAt: Date;
}
