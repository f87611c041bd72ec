import { RELEASE_METADATA_FILE, releaseId, type ReleaseMetadata, type RemoteRoutes } from '@driveratlas/site-contracts';
import { releaseKey, type ReleaseStore } from '@driveratlas/releases';
import { createHash } from 'node:crypto';

/** A release's release.json, its checks passed, with its id from its files' hash. */
export function releaseMetadata(remote: string, version: string, routes: RemoteRoutes, files: Record<string, string | Buffer>): ReleaseMetadata {
  const digest = createHash('sha256');
  for (const path of Object.keys(files).sort()) digest.update(path).update(files[path]);
  const hash = digest.digest('hex').slice(0, 12);
  return {
    remote,
    version,
    hash,
    id: releaseId(version, hash),
    routes,
    exposes: ['routes'],
    uses: {},
    shared: {},
    firstLoadBytes: 10_000,
    checks: [{ check: 'routes', passed: true, message: 'Its paths are its own.' }],
  };
}

/** Publishes a release's files and its release.json to the store, as the release command does. */
export async function publish(store: ReleaseStore, release: ReleaseMetadata, files: Record<string, string | Buffer>): Promise<void> {
  const all = { ...files, [RELEASE_METADATA_FILE]: JSON.stringify(release) };
  await Promise.all(Object.entries(all).map(([path, body]) => store.put(releaseKey(release.remote, release.id, path), body)));
}

/** The service's admin API for releases, through `url` (the gateway or the service), as the signed-in operator. */
export async function releaseAdmin(url: string, password: string) {
  const login = await fetch(`${url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password }) });
  if (login.status !== 200) throw new Error(`Signing in answered ${login.status}`);
  const headers = { Cookie: login.headers.getSetCookie()[0].split(';')[0], Origin: new URL(url).origin, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${url}/api/admin/remote-releases${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (response.status >= 300) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  };
  return {
    register: (release: ReleaseMetadata) => call('POST', '', release),
    activate: (remote: string, release: string) => call('PUT', `/${remote}/active`, { release }),
    canary: (remote: string, release: string, share: number) => call('PUT', `/${remote}/canary`, { release, share }),
    dropCanary: (remote: string) => call('DELETE', `/${remote}/canary`),
    promoteCanary: (remote: string) => call('POST', `/${remote}/canary/promote`),
  };
}
