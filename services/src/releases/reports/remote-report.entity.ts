import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { RemoteRelease } from '../registry/remote-release.entity';

/** What the shell told of a live release on a page: loaded, failed to load or failed to render. No personal data. */
@Entity('remote_reports')
@Index('IDX_remote_reports_release', ['releaseId', 'id'])
export class RemoteReport {
  @PrimaryGeneratedColumn({ primaryKeyConstraintName: 'PK_remote_reports' })
  id: number;

  /** remote_releases.id. */
  @Column({ type: 'integer' })
  releaseId: number;

  @ManyToOne(() => RemoteRelease, { onDelete: 'CASCADE', nullable: false })
  @JoinColumn({ name: 'releaseId', foreignKeyConstraintName: 'FK_remote_reports_releaseId' })
  release?: RemoteRelease;

  @Column({ type: 'text' })
  kind: string;

  @Column({ type: 'timestamptz', default: () => 'now()' })
  at: Date;
}
