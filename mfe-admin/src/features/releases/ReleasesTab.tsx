import { Alert, Skeleton } from 'antd';
import { useState } from 'react';
import { TabHeading } from '../../components/TabHeading';
import { useReleaseRegistry } from './api';
import { ConfirmDialog, type PendingChange } from '../../components/ConfirmDialog';
import { ReleaseTokens } from './ReleaseTokens';
import { RemoteReleasesPanel } from './RemoteReleasesPanel';
import './releases.css';

/**
 * Releases: per remote, the release visitors get, its canary and every release with its checks and failure rate;
 * Promote, Roll back and Drop canary, each confirmed first; and the teams' release tokens.
 */
export function ReleasesTab() {
  const { data, error, isLoading } = useReleaseRegistry();
  const [pending, setPending] = useState<PendingChange | null>(null);
  return (
    <section aria-labelledby="admin-releases-title" className="admin-tab">
      <TabHeading id="admin-releases-title" title="Releases" />
      <p className="admin-table__secondary">
        Each remote&apos;s active release, its canary shown to a share of visitors, and every release registered. A change reaches every visitor within seconds
        and is recorded in the audit log.
      </p>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 4 }} />
      ) : error || !data ? (
        <Alert type="error" showIcon title="The releases could not be loaded. Reload the page to try again." />
      ) : (
        data.remotes.map((remote) => <RemoteReleasesPanel key={remote.remote} remote={remote} ask={setPending} />)
      )}
      <ReleaseTokens ask={setPending} />
      <ConfirmDialog change={pending} onClose={() => setPending(null)} />
    </section>
  );
}
