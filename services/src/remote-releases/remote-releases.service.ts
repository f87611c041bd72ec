import { checkExposes, checkRoutes, type ReleaseCheck } from '@driveratlas/catalog';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { AuditEntry } from '../auth/audit/audit-entry.entity';
import { REMOTE_RELEASES } from '../cdn/cache-tags';
import { recordPurge } from '../cdn/purge-outbox';
import { Write, writer } from '../database/write-transaction';
import type { LiveReleasesDto, ReleaseEntryDto, RemoteReleasesDto } from './dto/release-answers.dto';
import type { ReleaseMetadataDto } from './dto/release-metadata.dto';
import type { ReleaseActor } from './release-actor';
import { canaryRelease, entryOf, factsOf, liveRelease, liveReleases, loadCounts } from './release-views';
import { RemoteChannel } from './remote-channel.entity';
import { REMOTE_NAMES } from './remote-names';
import { RemoteRelease } from './remote-release.entity';

/** Records a change to the registry in the audit log, in the change's own transaction, naming who made it; the CDN purges the live releases. */
export async function auditRelease(
  manager: EntityManager,
  action: string,
  remote: string,
  release: string | null,
  actor: ReleaseActor,
  note = '',
): Promise<void> {
  const target = `remote ${remote}${release ? ` release ${release}` : ''} (by ${actor.name}${note ? `; ${note}` : ''})`;
  await manager.insert(AuditEntry, { action, target, request: actor.request, sessionId: actor.sessionId });
  await recordPurge(manager, [REMOTE_RELEASES]);
}

/** Locks a remote's channel for a change, making it first if the remote has none yet. */
export async function lockChannel(manager: EntityManager, remote: string): Promise<RemoteChannel> {
  const channels = manager.getRepository(RemoteChannel);
  const locked = () => channels.findOne({ where: { remote }, lock: { mode: 'pessimistic_write' } });
  const found = await locked();
  if (found) return found;
  await manager.query(`INSERT INTO remote_channels (remote) VALUES ($1) ON CONFLICT (remote) DO NOTHING`, [remote]);
  return (await locked())!;
}

/**
 * The registry of the remotes' releases: each remote's releases, its active release and at most one canary. Every
 * release registered or made live passes the checks against the other remotes' live releases first.
 */
@Injectable()
export class RemoteReleasesService {
  constructor(private readonly dataSource: DataSource) {}

  /** What the gateway lists to each visitor: every remote with an active release, and its canary. */
  async live(): Promise<LiveReleasesDto> {
    const live = await liveReleases(this.dataSource.manager);
    return {
      remotes: live
        .filter(({ active }) => active)
        .map(({ channel, active, canary }) => ({
          remote: channel.remote,
          active: liveRelease(active!),
          canary: canary && channel.canaryShare ? canaryRelease(canary, channel.canaryShare) : null,
        })),
    };
  }

  /** Every remote of config/remotes.json: its live releases and its releases, newest first, with their load counts. */
  async registry(): Promise<{ remotes: RemoteReleasesDto[] }> {
    const manager = this.dataSource.manager;
    const releases = await manager.getRepository(RemoteRelease).find({ order: { registeredAt: 'DESC', id: 'DESC' } });
    const channels = new Map((await manager.getRepository(RemoteChannel).find()).map((c) => [c.remote, c]));
    const counts = await loadCounts(
      manager,
      releases.map((r) => r.id),
    );
    const remotes = [...new Set([...REMOTE_NAMES, ...releases.map((r) => r.remote)])];
    return { remotes: remotes.map((remote) => this.remoteView(remote, releases, channels.get(remote), counts)) };
  }

  /** One remote's view, as a write answers it. */
  private async remote(manager: EntityManager, remote: string): Promise<RemoteReleasesDto> {
    const releases = await manager.getRepository(RemoteRelease).find({ where: { remote }, order: { registeredAt: 'DESC', id: 'DESC' } });
    const channel = await manager.getRepository(RemoteChannel).findOneBy({ remote });
    return this.remoteView(
      remote,
      releases,
      channel ?? undefined,
      await loadCounts(
        manager,
        releases.map((r) => r.id),
      ),
    );
  }

  private remoteView(
    remote: string,
    all: RemoteRelease[],
    channel: RemoteChannel | undefined,
    counts: Map<number, { loads: number; failures: number }>,
  ): RemoteReleasesDto {
    const releases = all.filter((r) => r.remote === remote);
    const active = releases.find((r) => r.id === channel?.activeId);
    const canary = releases.find((r) => r.id === channel?.canaryId);
    return {
      remote,
      active: active ? liveRelease(active) : null,
      canary: canary && channel?.canaryShare ? canaryRelease(canary, channel.canaryShare) : null,
      changedAt: channel?.changedAt ?? null,
      history: releases.map((r) => entryOf(r, counts.get(r.id))),
    };
  }

  /** Registers a release: refused when its id exists for its remote, a check in it failed, or the live checks fail now. */
  @Write()
  async register(input: ReleaseMetadataDto, actor: ReleaseActor): Promise<ReleaseEntryDto> {
    if (input.id !== `${input.version}-${input.hash}`) throw new BadRequestException(['id must be {version}-{hash} of the version and hash given']);
    const manager = writer();
    if (await manager.getRepository(RemoteRelease).existsBy({ remote: input.remote, releaseId: input.id })) {
      throw new ConflictException(`The ${input.remote} remote already has a release ${input.id}; a release never changes: publish a new version.`);
    }
    const failed = input.checks.find((check) => !check.passed);
    if (failed) throw new UnprocessableEntityException(`The ${failed.check} check failed: ${failed.message}`);
    const { id: releaseId, ...facts } = input;
    const release = manager.getRepository(RemoteRelease).create({ ...facts, releaseId, registeredBy: actor.name });
    await this.checkLive(manager, release);
    const saved = await manager.getRepository(RemoteRelease).save(release);
    await auditRelease(manager, 'Release registered', saved.remote, saved.releaseId, actor);
    return entryOf(saved);
  }

  /** Makes a registered release active (a promotion, or a roll back to an earlier one); if it was the canary, the canary ends. */
  @Write()
  async setActive(remote: string, releaseId: string, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const channel = await lockChannel(manager, remote);
    const release = await this.find(manager, remote, releaseId);
    if (channel.activeId === release.id) throw new ConflictException(`${releaseId} is already the ${remote} remote's active release.`);
    await this.checkLive(manager, release);
    const wasCanary = channel.canaryId === release.id;
    const earlier = channel.activeId !== null && release.id < channel.activeId;
    await this.change(manager, remote, { activeId: release.id, ...(wasCanary ? { canaryId: null, canaryShare: null } : {}) });
    await auditRelease(manager, earlier ? 'Release rolled back' : 'Release made active', remote, releaseId, actor, wasCanary ? 'the canary promoted' : '');
    return this.remote(manager, remote);
  }

  /** Shows a registered release, other than the active one, to `share` percent of visitors. */
  @Write()
  async setCanary(remote: string, releaseId: string, share: number, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const channel = await lockChannel(manager, remote);
    const release = await this.find(manager, remote, releaseId);
    if (channel.activeId === null) throw new ConflictException(`The ${remote} remote has no active release yet: make a release active before a canary.`);
    if (channel.activeId === release.id) throw new ConflictException(`${releaseId} is the ${remote} remote's active release; a canary is another release.`);
    await this.checkLive(manager, release);
    await this.change(manager, remote, { canaryId: release.id, canaryShare: share });
    await auditRelease(manager, 'Canary set', remote, releaseId, actor, `${share} % of visitors`);
    return this.remote(manager, remote);
  }

  /** Ends the canary: every visitor gets the active release. */
  @Write()
  async dropCanary(remote: string, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const canary = await this.canaryOf(manager, remote);
    await this.change(manager, remote, { canaryId: null, canaryShare: null });
    await auditRelease(manager, 'Canary dropped', remote, canary.releaseId, actor);
    return this.remote(manager, remote);
  }

  /** Makes the canary the active release. */
  @Write()
  async promoteCanary(remote: string, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const canary = await this.canaryOf(manager, remote);
    await this.checkLive(manager, canary);
    await this.change(manager, remote, { activeId: canary.id, canaryId: null, canaryShare: null });
    await auditRelease(manager, 'Canary promoted', remote, canary.releaseId, actor);
    return this.remote(manager, remote);
  }

  private async canaryOf(manager: EntityManager, remote: string): Promise<RemoteRelease> {
    const channel = await lockChannel(manager, remote);
    if (channel.canaryId === null) throw new ConflictException(`The ${remote} remote has no canary.`);
    return manager.getRepository(RemoteRelease).findOneByOrFail({ id: channel.canaryId });
  }

  private async change(manager: EntityManager, remote: string, change: Partial<RemoteChannel>): Promise<void> {
    await manager.getRepository(RemoteChannel).update({ remote }, { ...change, changedAt: new Date() });
  }

  private async find(manager: EntityManager, remote: string, releaseId: string): Promise<RemoteRelease> {
    const release = await manager.getRepository(RemoteRelease).findOneBy({ remote, releaseId });
    if (!release) throw new NotFoundException(`The ${remote} remote has no release ${releaseId}.`);
    return release;
  }

  /** The live checks: its routes and exposed modules against the other remotes' live releases (active and canary). */
  private async checkLive(manager: EntityManager, release: RemoteRelease): Promise<ReleaseCheck[]> {
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
}
