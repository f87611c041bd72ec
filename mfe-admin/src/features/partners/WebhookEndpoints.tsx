import { useNotify } from '@driveratlas/platform';
import { Button, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessages } from '../../api/errors';
import { AdminTable } from '../../components/AdminTable';
import { Badge } from '../../components/Badge';
import type { PendingChange } from '../../components/ConfirmDialog';
import { formatDateTime } from '../../components/format';
import { useWebhookEndpoints, useWebhookEndpointWrites, type PartnerKey, type WebhookEndpoint } from './api';
import { EndpointDeliveries } from './EndpointDeliveries';
import { WebhookEndpointDialog } from './WebhookEndpointDialog';
import type { ShownSecret } from '../../components/SecretDialog';

interface WebhookEndpointsProps {
  /** The keys not revoked, which endpoints may be added for. */
  liveKeys: readonly PartnerKey[];
  ask(change: PendingChange): void;
  onSecret(shown: ShownSecret): void;
}

/** Enabled, failing since when, or disabled and why. */
function EndpointStatus({ endpoint: e }: { endpoint: WebhookEndpoint }) {
  if (!e.enabled)
    return (
      <>
        <Badge tone="red">Disabled</Badge>
        <span className="admin-table__secondary">
          {e.disabledAt && `${formatDateTime(e.disabledAt)}: `}
          {e.disabledReason ?? 'disabled'}
        </span>
      </>
    );
  if (e.failingSince) return <Badge tone="gold">Failing since {formatDateTime(e.failingSince)}</Badge>;
  return <Badge tone="green">Enabled</Badge>;
}

/** Every partner's webhook endpoints, the disabled first: added (the signing secret shown once), edited, rotated, deleted, re-enabled, and their deliveries. */
export function WebhookEndpoints({ liveKeys, ask, onSecret }: WebhookEndpointsProps) {
  const { data, error, isLoading, isValidating } = useWebhookEndpoints();
  const { remove, rotateSecret, enable } = useWebhookEndpointWrites();
  const [editing, setEditing] = useState<WebhookEndpoint | 'new' | null>(null);
  const [watching, setWatching] = useState<WebhookEndpoint | null>(null);
  const notify = useNotify();

  const failed = (title: string) => (failure: unknown) => notify({ title, description: errorMessages(failure).join(' '), variant: 'destructive' });
  const confirmRotate = (e: WebhookEndpoint) =>
    ask({
      action: 'Rotate signing secret',
      title: `Rotate the signing secret of ${e.url}?`,
      text: 'Deliveries are signed with the new secret at once: the receiver must verify them with it, and it is shown once.',
      run: () =>
        rotateSecret(e.id).then((rotated) => {
          onSecret({ of: `the endpoint ${rotated.url}`, secret: rotated.secret });
          notify({ title: 'Signing secret rotated', description: rotated.url });
        }, failed('Failed to rotate signing secret')),
    });
  const confirmDelete = (e: WebhookEndpoint) =>
    ask({
      action: 'Delete',
      title: `Delete the endpoint ${e.url}?`,
      text: `${e.partnerKey.name} is sent nothing more there, and the endpoint's deliveries are deleted with it.`,
      run: () => remove(e.id).then(() => notify({ title: 'Webhook endpoint deleted', description: e.url }), failed('Failed to delete webhook endpoint')),
    });
  const reEnable = (e: WebhookEndpoint) =>
    enable(e.id).then(
      () => notify({ title: 'Webhook endpoint re-enabled', description: `${e.url} is sent its pending deliveries and new events.` }),
      failed('Failed to re-enable webhook endpoint'),
    );

  const columns: TableColumnsType<WebhookEndpoint> = [
    {
      title: 'URL',
      key: 'url',
      render: (_, e) => (
        <>
          <span className="admin-table__primary">{e.url}</span>
          <span className="admin-table__secondary">Key: {e.partnerKey.name}</span>
          {e.description && <span className="admin-table__secondary">{e.description}</span>}
        </>
      ),
    },
    {
      title: 'Events',
      dataIndex: 'events',
      responsive: ['sm'],
      render: (events: string[]) => <span className="admin-partners__event-list">{events.join(', ')}</span>,
    },
    { title: 'Status', key: 'status', render: (_, e) => <EndpointStatus endpoint={e} /> },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, e) => (
        <div className="admin-table__actions">
          <Button size="small" onClick={() => setWatching(e)}>
            Deliveries
          </Button>
          {!e.enabled && (
            <Button size="small" type="primary" onClick={() => void reEnable(e)}>
              Re-enable
            </Button>
          )}
          <Button size="small" onClick={() => setEditing(e)}>
            Edit
          </Button>
          <Button size="small" onClick={() => confirmRotate(e)}>
            Rotate signing secret
          </Button>
          <Button size="small" danger onClick={() => confirmDelete(e)}>
            Delete
          </Button>
        </div>
      ),
    },
  ];

  return (
    <section aria-labelledby="admin-webhook-endpoints" className="admin-partners__section">
      <div className="admin-tab__heading">
        <h3 id="admin-webhook-endpoints">Webhook endpoints</h3>
        <Button type="primary" onClick={() => setEditing('new')} disabled={liveKeys.length === 0}>
          Add endpoint
        </Button>
      </div>
      <p className="admin-table__secondary">
        Each delivery is signed the Standard Webhooks way and retried for 24 hours; an endpoint failing that long is disabled.
      </p>
      <AdminTable<WebhookEndpoint>
        columns={columns}
        rows={data}
        isLoading={isLoading}
        isValidating={isValidating}
        error={error}
        what="webhook endpoints"
        empty="No webhook endpoint added yet"
        pagination={false}
        rowClassName={(e) => (e.enabled ? '' : 'admin-table__row--overdue')}
      />
      <WebhookEndpointDialog editing={editing} keys={liveKeys} onClose={() => setEditing(null)} onSecret={onSecret} />
      <EndpointDeliveries endpoint={watching} onClose={() => setWatching(null)} />
    </section>
  );
}
