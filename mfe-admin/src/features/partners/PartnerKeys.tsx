import { useNotify } from '@driveratlas/platform';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessages } from '../../api/errors';
import { AdminTable } from '../../components/AdminTable';
import { Badge } from '../../components/Badge';
import type { PendingChange } from '../../components/ConfirmDialog';
import { formatDateTime, formatNumber } from '../../components/format';
import { usePartnerKeys, usePartnerKeyWrites, type PartnerKey } from './api';
import { KeyUsage } from './KeyUsage';
import { PartnerKeyDialog } from './PartnerKeyDialog';
import type { ShownSecret } from '../../components/SecretDialog';

interface PartnerKeysProps {
  ask(change: PendingChange): void;
  onSecret(shown: ShownSecret): void;
}

/** The partners' API keys with their quotas and usage: made (the secret shown once), edited, rotated and revoked after confirming. */
export function PartnerKeys({ ask, onSecret }: PartnerKeysProps) {
  const { data, error, isLoading, isValidating } = usePartnerKeys();
  const { rotate, revoke } = usePartnerKeyWrites();
  const [editing, setEditing] = useState<PartnerKey | 'new' | null>(null);
  const notify = useNotify();

  const failed = (title: string) => (failure: unknown) => notify({ title, description: errorMessages(failure).join(' '), variant: 'destructive' });
  const confirmRotate = (key: PartnerKey) =>
    ask({
      action: 'Rotate secret',
      title: `Rotate the secret of ${key.name}?`,
      text: `The old secret stops working at once: ${key.name} must use the new one, which is shown once.`,
      run: () =>
        rotate(key.id).then((rotated) => {
          onSecret({ of: `the key ${rotated.name}`, secret: rotated.secret });
          notify({ title: 'Partner key rotated', description: `The old secret of ${rotated.name} no longer works.` });
        }, failed('Failed to rotate partner key')),
    });
  const confirmRevoke = (key: PartnerKey) =>
    ask({
      action: 'Revoke',
      title: `Revoke the key ${key.name}?`,
      text: `Every request with ${key.name} is refused from now on, and its webhook endpoints are sent nothing more. A revoked key cannot be restored.`,
      run: () =>
        revoke(key.id).then(
          () => notify({ title: 'Partner key revoked', description: `${key.name} is refused from now on.` }),
          failed('Failed to revoke partner key'),
        ),
    });

  const columns: TableColumnsType<PartnerKey> = [
    {
      title: 'Key',
      key: 'key',
      render: (_, k) => (
        <>
          <span className="admin-table__primary">{k.name}</span>
          <span className="admin-table__secondary">{formatNumber(k.quotaPerMinute)} requests a minute</span>
          {k.revokedAt ? <Badge tone="grey">Revoked</Badge> : <Badge tone="green">Active</Badge>}
          {k.revokedAt && <span className="admin-table__secondary">Revoked {formatDateTime(k.revokedAt)}</span>}
          {k.rotatedAt && <span className="admin-table__secondary">Rotated {formatDateTime(k.rotatedAt)}</span>}
        </>
      ),
    },
    { title: 'Created', dataIndex: 'createdAt', responsive: ['lg'], render: (at: string) => formatDateTime(at) },
    { title: 'Last used', dataIndex: 'lastUsedAt', responsive: ['md'], render: (at: string | null) => (at ? formatDateTime(at) : 'Never') },
    { title: 'Requests', key: 'usage', render: (_, k) => <KeyUsage keyOf={k} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, k) =>
        !k.revokedAt && (
          <div className="admin-table__actions">
            <Button size="small" onClick={() => setEditing(k)}>
              Edit
            </Button>
            <Button size="small" onClick={() => confirmRotate(k)}>
              Rotate secret
            </Button>
            <Button size="small" danger onClick={() => confirmRevoke(k)}>
              Revoke
            </Button>
          </div>
        ),
    },
  ];

  return (
    <section aria-labelledby="admin-partner-keys" className="admin-partners__section">
      <div className="admin-tab__heading">
        <h3 id="admin-partner-keys">API keys</h3>
        <Button type="primary" onClick={() => setEditing('new')}>
          Create key
        </Button>
      </div>
      <p className="admin-table__secondary">
        A partner sends its key as <code>Authorization: Bearer …</code> or <code>X-Api-Key</code>; each key has its own requests a minute.
      </p>
      <AdminTable<PartnerKey>
        columns={columns}
        rows={data}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="partner keys"
        empty="No partner key made yet"
        pagination={false}
      />
      <PartnerKeyDialog editing={editing} onClose={() => setEditing(null)} onSecret={onSecret} />
    </section>
  );
}
