import { inCanary, RELEASE_GROUP_COOKIE, type RemoteChannel } from '@driveratlas/site-contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';

/** The cookie's value: random, url-safe, no personal data. */
const GROUP = /^[A-Za-z0-9_-]{8,64}$/;
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The group each request was given, so that its page and its lists agree. */
const groups = new WeakMap<FastifyRequest, string>();

/** The visitor's group as its `release-group` cookie says, if it carries a valid one. */
export function groupCookie(cookieHeader: string | undefined): string | undefined {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === RELEASE_GROUP_COOKIE && GROUP.test(value.join('='))) return value.join('=');
  }
  return undefined;
}

/**
 * The visitor's release group: its cookie, or a new random one set on the answer (HttpOnly, SameSite=Lax, a year;
 * Secure over https), strictly necessary to keep the visitor on the same releases across pages and visits.
 */
export function releaseGroup(request: FastifyRequest, reply: FastifyReply): string {
  let group = groups.get(request) ?? groupCookie(request.headers.cookie);
  if (!group) {
    group = randomBytes(16).toString('base64url');
    const secure = request.protocol === 'https' ? '; Secure' : '';
    reply.header('Set-Cookie', `${RELEASE_GROUP_COOKIE}=${group}; Path=/; Max-Age=${ONE_YEAR_S}; HttpOnly; SameSite=Lax${secure}`);
  }
  groups.set(request, group);
  return group;
}

/** The release a visitor of `group` is given of a remote: its canary for the canary's share, else its active one. */
export function releaseFor(channel: RemoteChannel, group: string | undefined): { id: string; canary: boolean } | undefined {
  if (channel.canary && group !== undefined && inCanary(group, channel.remote, channel.canary.share)) return { id: channel.canary.id, canary: true };
  return channel.active ? { id: channel.active.id, canary: false } : undefined;
}
