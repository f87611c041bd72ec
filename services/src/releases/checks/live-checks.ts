import { checkExposes, checkRoutes, type ReleaseCheck } from '@driveratlas/site-contracts';
import { UnprocessableEntityException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { factsOf, liveReleases } from '../registry/release-views';
import type { RemoteRelease } from '../registry/remote-release.entity';

/**
 * The checks the registry runs itself when a release is registered or made live: its routes and exposed modules
 * against the other remotes' live releases (active and canary). The others (shared versions, types, budget, server
 * render) need the build, so the release command runs them and the release carries their results.
 */
export async function checkLive(manager: EntityManager, release: RemoteRelease): Promise<ReleaseCheck[]> {
  // One change of the live releases at a time, so that two remotes cannot each pass against the other's old release.
  await manager.query(`SELECT pg_advisory_xact_lock(hashtext('remote_releases.live'))`);
  const live = (await liveReleases(manager))
    .filter(({ channel }) => channel.remote !== release.remote)
    .flatMap(({ active, canary }) => [active, canary].filter((r): r is RemoteRelease => r !== null).map(factsOf));
  const checks = [checkRoutes(factsOf(release), live), checkExposes(factsOf(release), live)];
  const failed = checks.find((check) => !check.passed);
  if (failed) throw new UnprocessableEntityException(`The ${failed.check} check failed: ${failed.message}`);
  return checks;
}
