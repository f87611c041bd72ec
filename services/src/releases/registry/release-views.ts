import { CANARY_WINDOW, type ReleaseFacts } from '@driveratlas/site-contracts';
import type { EntityManager } from 'typeorm';
import type { CanaryReleaseDto, LiveReleaseDto, ReleaseEntryDto } from './dto/release-answers.dto';
import { RemoteChannel } from './remote-channel.entity';
import { RemoteRelease } from './remote-release.entity';

/** How a release's page loads went over its last CANARY_WINDOW.loads reports. */
export interface LoadCounts {
  loads: number;
  failures: number;
}

export const liveRelease = (release: RemoteRelease): LiveReleaseDto => ({ id: release.releaseId, version: release.version, hash: release.hash });

export const canaryRelease = (release: RemoteRelease, share: number): CanaryReleaseDto => ({ ...liveRelease(release), share });

export const factsOf = (release: RemoteRelease): ReleaseFacts => ({
  remote: release.remote,
  id: release.releaseId,
  routes: release.routes,
  exposes: release.exposes,
  uses: release.uses,
});

export function entryOf(release: RemoteRelease, counts: LoadCounts = { loads: 0, failures: 0 }): ReleaseEntryDto {
  return {
    remote: release.remote,
    id: release.releaseId,
    version: release.version,
    hash: release.hash,
    registeredAt: release.registeredAt,
    registeredBy: release.registeredBy,
    routes: release.routes,
    exposes: release.exposes,
    uses: release.uses,
    shared: release.shared,
    firstLoadBytes: release.firstLoadBytes,
    checks: release.checks,
    loads: counts.loads,
    failures: counts.failures,
    failureRate: counts.loads ? counts.failures / counts.loads : null,
  };
}

/** The loads and failures of each release over its last CANARY_WINDOW.loads reports. */
export async function loadCounts(manager: EntityManager, releaseIds: number[]): Promise<Map<number, LoadCounts>> {
  if (!releaseIds.length) return new Map();
  const rows = await manager.query<{ releaseId: number; loads: string; failures: string }[]>(
    `SELECT "releaseId", COUNT(*) AS loads, COUNT(*) FILTER (WHERE kind <> 'loaded') AS failures
       FROM (SELECT "releaseId", kind, ROW_NUMBER() OVER (PARTITION BY "releaseId" ORDER BY id DESC) AS n
               FROM remote_reports WHERE "releaseId" = ANY($1)) recent
      WHERE n <= $2 GROUP BY "releaseId"`,
    [releaseIds, CANARY_WINDOW.loads],
  );
  return new Map(rows.map((r) => [Number(r.releaseId), { loads: Number(r.loads), failures: Number(r.failures) }]));
}

/** Every live release (active and canary) of every remote, with its channel. */
export async function liveReleases(manager: EntityManager): Promise<{ channel: RemoteChannel; active: RemoteRelease | null; canary: RemoteRelease | null }[]> {
  const channels = await manager.getRepository(RemoteChannel).find({ relations: { active: true, canary: true }, order: { remote: 'ASC' } });
  return channels.map((channel) => ({ channel, active: channel.active ?? null, canary: channel.canary ?? null }));
}
