import type { SiteConfig } from '@driveratlas/platform';
import type { RemoteListEntry } from '@driveratlas/site-contracts';
import { registerRemoteList } from '../remotes/remote-registry';

export interface StartupConfig {
  site: SiteConfig;
  remotes: RemoteListEntry[];
}

/** The site configuration and the remote list, both fetched fresh (no-cache) at start, in parallel. */
export async function loadStartupConfig(): Promise<StartupConfig> {
  const [site, remotes] = await Promise.all([fetch('/site.json', { cache: 'no-cache' }).then((r) => r.json() as Promise<SiteConfig>), registerRemoteList()]);
  return { site, remotes };
}
