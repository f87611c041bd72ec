import { useNotify } from '@driveratlas/platform';
import { Button, type TableColumnsType } from 'antd';
import { errorMessages } from '../../api/errors';
import { AdminTable } from '../../components/AdminTable';
import { Badge } from '../../components/Badge';
import { formatDateTime, formatNumber } from '../../components/format';
import { useReleaseWrites, type ReleaseEntry, type RemoteReleases } from './api';
import type { PendingChange } from '../../components/ConfirmDialog';

/** "3 of 200 page loads failed (1.5 %)", over the canary window. */
export function failureRate({ loads, failures }: Pick<ReleaseEntry, 'loads' | 'failures'>): string {
  if (!loads) return 'No page loads reported';
  return `${formatNumber(failures)} of ${formatNumber(loads)} page loads failed (${((failures / loads) * 100).toFixed(1)} %)`;
}

function Checks({ release }: { release: ReleaseEntry }) {
  const passed = release.checks.filter((c) => c.passed).length;
  return (
    <details className="admin-release__checks">
      <summary>
        {passed} of {release.checks.length} checks passed
      </summary>
      <ul>
        {release.checks.map((c) => (
          <li key={c.check}>
            <Badge tone={c.passed ? 'green' : 'red'}>{c.passed ? 'Passed' : 'Failed'}</Badge> {c.check}: {c.message}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** One remote: the release visitors get, its canary, and every release registered, each with what can be done with it. */
export function RemoteReleasesPanel({ remote, ask }: { remote: RemoteReleases; ask(change: PendingChange): void }) {
  const writes = useReleaseWrites();
  const notify = useNotify();
  const { active, canary } = remote;
  const name = remote.remote;
  const activeAt = remote.history.findIndex((r) => r.id === active?.id);

  /** Runs a confirmed change and tells its outcome, the service's own words when it refuses. */
  const change = (action: string, title: string, text: string, write: () => Promise<unknown>, done: string): PendingChange => ({
    action,
    title,
    text,
    // Promoting takes nothing away from visitors: its button is not red.
    danger: action !== 'Promote',
    run: async () => {
      try {
        await write();
        notify({ title: done, description: `Visitors get the change within seconds.` });
      } catch (error) {
        notify({ title: `${action} failed`, description: errorMessages(error).join(' '), variant: 'destructive' });
      }
    },
  });

  const promote = (release: ReleaseEntry) =>
    ask(
      change(
        'Promote',
        `Promote ${name} release ${release.id}?`,
        `Every visitor gets ${release.id} of ${name}.`,
        () => writes.activate(name, release.id),
        `Promoted ${name} ${release.id}`,
      ),
    );
  const rollBack = (release: ReleaseEntry) =>
    ask(
      change(
        'Roll back',
        `Roll back ${name} to release ${release.id}?`,
        `Every visitor gets the earlier release ${release.id} of ${name} again, instead of ${active?.id}.`,
        () => writes.activate(name, release.id),
        `Rolled back ${name} to ${release.id}`,
      ),
    );
  const promoteCanary = () =>
    ask(
      change(
        'Promote',
        `Promote ${name} canary ${canary!.id}?`,
        `Every visitor gets ${canary!.id} of ${name}, not ${canary!.share} % of them.`,
        () => writes.promoteCanary(name),
        `Promoted ${name} ${canary!.id}`,
      ),
    );
  const dropCanary = () =>
    ask(
      change(
        'Drop canary',
        `Drop ${name} canary ${canary!.id}?`,
        `The ${canary!.share} % of visitors given ${canary!.id} get the active release ${active?.id ?? ''} again.`,
        () => writes.dropCanary(name),
        `Dropped ${name} canary ${canary!.id}`,
      ),
    );

  const columns: TableColumnsType<ReleaseEntry> = [
    {
      title: 'Release',
      key: 'release',
      render: (_, r) => (
        <>
          <span className="admin-table__primary">{r.version}</span>
          <code className="admin-table__secondary">{r.hash}</code>
          {r.id === active?.id && <Badge tone="green">Active</Badge>}
          {r.id === canary?.id && <Badge tone="gold">Canary {canary.share} %</Badge>}
        </>
      ),
    },
    {
      title: 'Registered',
      key: 'registered',
      responsive: ['sm'],
      render: (_, r) => (
        <>
          {formatDateTime(r.registeredAt)}
          <span className="admin-table__secondary">by {r.registeredBy}</span>
        </>
      ),
    },
    { title: 'Checks', key: 'checks', render: (_, r) => <Checks release={r} /> },
    { title: 'Failure rate', key: 'failures', responsive: ['md'], render: (_, r) => failureRate(r) },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, r, at) =>
        r.id === active?.id ? null : r.id === canary?.id ? (
          <div className="admin-table__actions">
            <Button size="small" type="primary" onClick={promoteCanary}>
              Promote
            </Button>
            <Button size="small" danger onClick={dropCanary}>
              Drop canary
            </Button>
          </div>
        ) : activeAt >= 0 && at > activeAt ? (
          <Button size="small" onClick={() => rollBack(r)}>
            Roll back
          </Button>
        ) : (
          <Button size="small" onClick={() => promote(r)}>
            Promote
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby={`admin-releases-${name}`} className="admin-release">
      <h3 id={`admin-releases-${name}`}>{name}</h3>
      <dl className="admin-facts">
        <dt>Active</dt>
        <dd>{active ? active.id : "None: served from the gateway's own files"}</dd>
        <dt>Canary</dt>
        <dd>{canary ? `${canary.id}, to ${canary.share} % of visitors` : 'None'}</dd>
        {remote.changedAt && (
          <>
            <dt>Changed</dt>
            <dd>{formatDateTime(remote.changedAt)}</dd>
          </>
        )}
      </dl>
      <AdminTable<ReleaseEntry>
        columns={columns}
        rows={remote.history}
        isLoading={false}
        error={null}
        what={`${name} releases`}
        empty={`No ${name} release registered yet`}
        pagination={remote.history.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
      />
    </section>
  );
}
