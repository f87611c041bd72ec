import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { BadRequestException, ConflictException, Injectable, NotFoundException, UnprocessableEntityException } from '@nestjs/common';
import { DataSource, type EntityManager } from 'typeorm';
import { ReplicaReads } from '../../platform/database/replica-reads';
import { Write, writer } from '../../platform/database/write-transaction';
import { checkLive } from '../checks/live-checks';
import type { ReleaseActor } from '../tokens/release-actor';
import { auditRelease, changeChannel, lockChannel } from './channel-changes';
import type { LiveReleasesDto, ReleaseEntryDto, RemoteReleasesDto } from './dto/release-answers.dto';
import type { ReleaseMetadataDto } from './dto/release-metadata.dto';
import { canaryRelease, entryOf, liveRelease, liveReleases, loadCounts } from './release-views';
import { RemoteChannel } from './remote-channel.entity';
import { RemoteRelease } from './remote-release.entity';

/**
 * The registry of the remotes' releases: each remote's releases, its active release and at most one canary. Every
 * release registered or made live passes the checks against the other remotes' live releases first.
 */
@Injectable()
export class RemoteReleasesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly replica: ReplicaReads,
  ) {}

  /** What the gateway lists to each visitor: every remote with an active release, and its canary (from the replica when it serves the read). */
  async live(): Promise<LiveReleasesDto> {
    const live = await liveReleases(this.replica.from(this.dataSource));
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

  /** Every remote (REMOTE_NAMES), and any other a release names: its live releases and its releases, newest first, with their load counts. */
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
    await checkLive(manager, release);
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
    await checkLive(manager, release);
    const wasCanary = channel.canaryId === release.id;
    const earlier = channel.activeId !== null && release.id < channel.activeId;
    await changeChannel(manager, remote, { activeId: release.id, ...(wasCanary ? { canaryId: null, canaryShare: null } : {}) });
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
    await checkLive(manager, release);
    await changeChannel(manager, remote, { canaryId: release.id, canaryShare: share });
    await auditRelease(manager, 'Canary set', remote, releaseId, actor, `${share} % of visitors`);
    return this.remote(manager, remote);
  }

  /** Ends the canary: every visitor gets the active release. */
  @Write()
  async dropCanary(remote: string, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const canary = await this.canaryOf(manager, remote);
    await changeChannel(manager, remote, { canaryId: null, canaryShare: null });
    await auditRelease(manager, 'Canary dropped', remote, canary.releaseId, actor);
    return this.remote(manager, remote);
  }

  /** Makes the canary the active release. */
  @Write()
  async promoteCanary(remote: string, actor: ReleaseActor): Promise<RemoteReleasesDto> {
    const manager = writer();
    const canary = await this.canaryOf(manager, remote);
    await checkLive(manager, canary);
    await changeChannel(manager, remote, { activeId: canary.id, canaryId: null, canaryShare: null });
    await auditRelease(manager, 'Canary promoted', remote, canary.releaseId, actor);
    return this.remote(manager, remote);
  }

  private async canaryOf(manager: EntityManager, remote: string): Promise<RemoteRelease> {
    const channel = await lockChannel(manager, remote);
    if (channel.canaryId === null) throw new ConflictException(`The ${remote} remote has no canary.`);
    return manager.getRepository(RemoteRelease).findOneByOrFail({ id: channel.canaryId });
  }

  private async find(manager: EntityManager, remote: string, releaseId: string): Promise<RemoteRelease> {
    const release = await manager.getRepository(RemoteRelease).findOneBy({ remote, releaseId });
    if (!release) throw new NotFoundException(`The ${remote} remote has no release ${releaseId}.`);
    return release;
  }
}
