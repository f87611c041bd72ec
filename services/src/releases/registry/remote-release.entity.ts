import type { ReleaseCheck, RemoteRoutes } from '@driveratlas/site-contracts';
import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { REMOTE_RELEASES } from '../../platform/cdn/cache-tags';
import { Logged } from '../../platform/change-log/logged';

/** A registered release of a remote: immutable, with what its release.json says of it. */
@Entity('remote_releases')
@Logged({ keys: () => [REMOTE_RELEASES] })
@Index('UQ_remote_releases_remote_releaseId', ['remote', 'releaseId'], { unique: true })
export class RemoteRelease {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_remote_releases' })
  id: number;

  @Column({ type: 'text' })
  remote: string;

  /** `{version}-{hash}`. */
  @Column({ type: 'text' })
  releaseId: string;

  @Column({ type: 'text' })
  version: string;

  @Column({ type: 'text' })
  hash: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  registeredAt: Date;

  /** "operator", or `token:{token name}`. */
  @Column({ type: 'text' })
  registeredBy: string;

  @Column({ type: 'jsonb' })
  routes: RemoteRoutes;

  @Column({ type: 'jsonb' })
  exposes: string[];

  @Column({ type: 'jsonb' })
  uses: Record<string, string[]>;

  @Column({ type: 'jsonb' })
  shared: Record<string, string>;

  @Column({ type: 'integer' })
  firstLoadBytes: number;

  @Column({ type: 'jsonb' })
  checks: ReleaseCheck[];
}
