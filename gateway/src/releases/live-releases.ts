import type { LiveReleases, RemoteChannel } from '@driveratlas/site-contracts';
import type { ServiceReads } from '../service-client';

/** How long the live releases may take to come; past it, the last read stand in. */
const READ_TIMEOUT_MS = 1000;

const isRelease = (value: unknown): boolean => typeof (value as { id?: unknown })?.id === 'string';

/** Whether the service's answer is a LiveReleases: each remote named, its active and canary a release or null. */
function isLiveReleases(value: unknown): value is LiveReleases {
  const remotes = (value as LiveReleases)?.remotes;
  return (
    Array.isArray(remotes) &&
    remotes.every(
      (channel: RemoteChannel) =>
        typeof channel?.remote === 'string' &&
        (channel.active === null || isRelease(channel.active)) &&
        (channel.canary === null || (isRelease(channel.canary) && typeof channel.canary.share === 'number')),
    )
  );
}

/**
 * The remotes' live releases, as the service's registry answers them, read through the gateway's kept public reads: a promote or
 * a rollback empties them (the service announces it), so every gateway process serves it on its next request. While
 * the service cannot answer, the last live releases read stand in; a service without a release registry (404) has
 * none, and every remote is served from its folder or its own server.
 */
export class LiveReleaseReader {
  private last: RemoteChannel[] = [];
  /** Whether the last read failed and was warned of: a failure is warned of once until a read succeeds. */
  private warned = false;

  constructor(
    private readonly service: Pick<ServiceReads, 'liveReleases'>,
    private readonly warn: (message: string) => void = () => undefined,
  ) {}

  /** Each remote's channel, by name: only the remotes with a live release. */
  async read(requestId: string): Promise<Map<string, RemoteChannel>> {
    try {
      const live = await this.service.liveReleases(requestId, READ_TIMEOUT_MS);
      if (live && !isLiveReleases(live)) throw new Error('its answer is not { remotes: [{ remote, active, canary }] }');
      this.last = live?.remotes ?? [];
      this.warned = false;
    } catch (error) {
      if (!this.warned) this.warn(`The live releases could not be read (${(error as Error).message}): the last read stand in.`);
      this.warned = true;
    }
    return new Map(this.last.filter((channel) => channel.active || channel.canary).map((channel) => [channel.remote, channel]));
  }
}
