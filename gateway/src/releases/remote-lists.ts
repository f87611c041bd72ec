import { releasePath, type RemoteChannel, type RemoteListEntry } from '@driveratlas/site-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { LiveReleaseReader } from './live-releases';
import type { ReleaseFiles } from './release-files';
import { groupCookie, releaseFor, releaseGroup } from './release-group';

/** A visitor's request and its answer: the list is theirs, and their group's cookie is set on the answer if missing. */
export interface Visitor {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** The remote list, for a visitor (their releases) or, without one, for everyone (the active releases: the sitemap). */
export type RemoteList = (visitor?: Visitor) => Promise<RemoteListEntry[]>;

/**
 * The remote list as each visitor gets it: a remote with a live release is listed at that release (its manifest
 * and its own routes.json, from the release store), the canary for the visitor's group when it falls in the
 * canary's share; any other remote as its folder or its own server serves it (`served`). The group's cookie is set
 * only once some remote has a live release.
 */
export function remoteListWithReleases(served: () => Promise<RemoteListEntry[]>, live: LiveReleaseReader, files: ReleaseFiles): RemoteList {
  const atRelease = async (entry: RemoteListEntry, channel: RemoteChannel | undefined, group: string | undefined): Promise<RemoteListEntry> => {
    const release = channel && releaseFor(channel, group);
    if (!release) return entry;
    // Should its routes.json not be readable, the routes the remote serves otherwise stand in.
    const routes = (await files.routes(entry.name, release.id)) ?? { title: entry.title, paths: entry.paths, addresses: entry.addresses };
    return {
      name: entry.name,
      entry: `${releasePath(entry.name, release.id)}mf-manifest.json`,
      ...routes,
      release: release.id,
      ...(release.canary ? { canary: true } : {}),
    };
  };
  return async (visitor) => {
    const [entries, channels] = await Promise.all([served(), live.read(visitor?.request.id ?? 'remote-list')]);
    const group = !visitor ? undefined : channels.size ? releaseGroup(visitor.request, visitor.reply) : groupCookie(visitor.request.headers.cookie);
    return Promise.all(entries.map((entry) => atRelease(entry, channels.get(entry.name), group)));
  };
}
