import { CANARY_WINDOW } from '@driveratlas/site-contracts';
import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG, ServiceConfig } from '../../config';
import { Write, writer } from '../../platform/database/write-transaction';
import { auditRelease, changeChannel, lockChannel } from '../registry/channel-changes';
import { loadCounts } from '../registry/release-views';
import { RemoteChannel } from '../registry/remote-channel.entity';
import { RemoteRelease } from '../registry/remote-release.entity';
import { THE_SITE } from '../tokens/release-actor';
import type { RemoteReportDto } from './dto/remote-report.dto';
import { REPORTS_KEPT_PER_RELEASE } from './report-retention';
import { RemoteReport } from './remote-report.entity';

/**
 * The shell's reports of how live releases load. A report of a release that is not live (unknown, or no longer active
 * nor canary) is ignored: the answer is 202 all the same, so a page left open long tells nothing wrong. A canary whose
 * failure rate over its last CANARY_WINDOW.loads page loads passes the threshold is dropped, and the audit log says so.
 */
@Injectable()
export class RemoteReportsService {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: Pick<ServiceConfig, 'canaryFailureRate'>) {}

  /** Stores the report; answers whether it concerned a live release. */
  @Write()
  async record(report: RemoteReportDto): Promise<boolean> {
    const manager = writer();
    const release = await manager.getRepository(RemoteRelease).findOneBy({ remote: report.remote, releaseId: report.release });
    const channel = release && (await manager.getRepository(RemoteChannel).findOneBy({ remote: report.remote }));
    if (!release || !channel || (channel.activeId !== release.id && channel.canaryId !== release.id)) return false;
    // A canary's reports are counted one after another, so that it is judged (and dropped) once.
    const isCanary = channel.canaryId === release.id && (await lockChannel(manager, report.remote)).canaryId === release.id;
    await manager.insert(RemoteReport, { releaseId: release.id, kind: report.kind });
    await manager.query(
      `DELETE FROM remote_reports WHERE "releaseId" = $1
          AND id < (SELECT id FROM remote_reports WHERE "releaseId" = $1 ORDER BY id DESC OFFSET $2 LIMIT 1)`,
      [release.id, REPORTS_KEPT_PER_RELEASE - 1],
    );
    if (isCanary) await this.judge(release);
    return true;
  }

  private async judge(release: RemoteRelease): Promise<void> {
    const manager = writer();
    const { loads, failures } = (await loadCounts(manager, [release.id])).get(release.id) ?? { loads: 0, failures: 0 };
    if (loads < CANARY_WINDOW.atLeast || failures / loads <= this.config.canaryFailureRate) return;
    await changeChannel(manager, release.remote, { canaryId: null, canaryShare: null });
    const rate = `${((failures / loads) * 100).toFixed(1)} %`;
    await auditRelease(
      manager,
      'Canary dropped automatically',
      release.remote,
      release.releaseId,
      { name: THE_SITE, sessionId: null, request: 'POST /api/remote-reports' },
      `${failures} of its last ${loads} page loads failed (${rate}), above ${this.config.canaryFailureRate * 100} %`,
    );
  }
}
