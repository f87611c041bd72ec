import { useNotify } from '@driveratlas/platform';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessages } from '../../api/errors';
import { AdminTable } from '../../components/AdminTable';
import { Badge } from '../../components/Badge';
import type { PendingChange } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/format';
import { SecretDialog, type ShownSecret } from '../../components/SecretDialog';
import { useReleaseTokens, useTokenWrites, type ReleaseToken } from './api';
import { ReleaseTokenDialog } from './ReleaseTokenDialog';

/** The teams' release tokens: made in a dialog (the secret shown once), listed with their last use, revoked after confirmation. */
export function ReleaseTokens({ ask }: { ask(change: PendingChange): void }) {
  const { data, error, isLoading, isValidating } = useReleaseTokens();
  const { revoke } = useTokenWrites();
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const notify = useNotify();

  const confirmRevoke = (token: ReleaseToken) =>
    ask({
      action: 'Revoke',
      title: `Revoke the ${token.remote} token ${token.name}?`,
      text: `A pipeline using ${token.name} can no longer release the ${token.remote} remote.`,
      run: async () => {
        try {
          await revoke(token.id);
          notify({ title: 'Release token revoked', description: `${token.name} can no longer release the ${token.remote} remote.` });
        } catch (failure) {
          notify({ title: 'Failed to revoke release token', description: errorMessages(failure).join(' '), variant: 'destructive' });
        }
      },
    });

  const columns: TableColumnsType<ReleaseToken> = [
    {
      title: 'Name',
      key: 'name',
      render: (_, t) => (
        <>
          <span className="admin-table__primary">{t.name}</span>
          {t.revokedAt && <Badge tone="grey">Revoked</Badge>}
        </>
      ),
    },
    { title: 'Remote', dataIndex: 'remote' },
    { title: 'Created', dataIndex: 'createdAt', responsive: ['sm'], render: (at: string) => formatDateTime(at) },
    { title: 'Last used', dataIndex: 'lastUsedAt', responsive: ['md'], render: (at: string | null) => (at ? formatDateTime(at) : 'Never') },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, t) =>
        !t.revokedAt && (
          <Button size="small" danger onClick={() => confirmRevoke(t)}>
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <section aria-labelledby="admin-release-tokens" className="admin-release">
      <div className="admin-tab__heading">
        <h3 id="admin-release-tokens">Release tokens</h3>
        <Button type="primary" onClick={() => setCreating(true)}>
          Create token
        </Button>
      </div>
      <p className="admin-table__secondary">A team&apos;s pipeline releases its own remote with its token, and no other remote.</p>
      <AdminTable<ReleaseToken>
        columns={columns}
        rows={data}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="release tokens"
        empty="No release token made yet"
        pagination={false}
      />
      <ReleaseTokenDialog open={creating} onClose={() => setCreating(false)} onSecret={setSecret} />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
    </section>
  );
}
