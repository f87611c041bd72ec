import type { LiveRelease, ReleaseMetadata } from '@driveratlas/site-contracts';
import useSWR from 'swr';
import { useReload } from '../../api/refresh';
import { useSession } from '../session';

/** A registered release (GET /api/admin/remote-releases): its release.json, who registered it, and its recent page loads. */
export interface ReleaseEntry extends ReleaseMetadata {
  registeredAt: string;
  /** The operator, or `token:{token name}`. */
  registeredBy: string;
  /** Page loads reported over the canary window, and those that failed. */
  loads: number;
  failures: number;
  failureRate: number | null;
}

/** A remote in the registry: its active release, its canary and every release, newest first. */
export interface RemoteReleases {
  remote: string;
  active: LiveRelease | null;
  canary: (LiveRelease & { share: number }) | null;
  changedAt: string | null;
  history: ReleaseEntry[];
}

export interface ReleaseToken {
  id: number;
  remote: string;
  name: string;
  createdAt: string;
  lastUsedAt: string | null;
  revokedAt: string | null;
}

/** A new token, with the secret the service shows this once. */
export interface CreatedReleaseToken {
  id: number;
  remote: string;
  name: string;
  token: string;
}

const REGISTRY = '/api/admin/remote-releases';
const TOKENS = '/api/admin/release-tokens';

export const useReleaseRegistry = () => useSWR<{ remotes: RemoteReleases[] }>(REGISTRY, { revalidateOnMount: true });
export const useReleaseTokens = () => useSWR<ReleaseToken[]>(TOKENS, { revalidateOnMount: true });

/** The registry's writes: each changes what visitors get within seconds, and the service records it in the audit log. */
export function useReleaseWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: [REGISTRY], dropped: ['/api/admin/audit-log'] });
  const at = (remote: string, path: string) => `${REGISTRY}/${encodeURIComponent(remote)}/${path}`;
  return {
    /** Makes `release` active: a newer one promoted, or an earlier one rolled back to. */
    activate: (remote: string, release: string) => request('PUT', at(remote, 'active'), { release }).finally(after),
    promoteCanary: (remote: string) => request('POST', at(remote, 'canary/promote')).finally(after),
    dropCanary: (remote: string) => request('DELETE', at(remote, 'canary')).finally(after),
  };
}

export function useTokenWrites() {
  const { request } = useSession();
  const reload = useReload();
  const after = () => reload({ shown: [TOKENS], dropped: ['/api/admin/audit-log'] });
  return {
    create: (input: { remote: string; name: string }) => request<CreatedReleaseToken>('POST', TOKENS, input).finally(after),
    revoke: (id: number) => request('DELETE', `${TOKENS}/${id}`).finally(after),
  };
}
