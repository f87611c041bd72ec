import { Alert, Drawer, Skeleton } from 'antd';
import { Badge, type BadgeTone } from '../../components/Badge';
import { formatDateTime, formatNumber } from '../../components/format';
import { useDeliveries, type DeliveryAttempt, type WebhookDelivery, type WebhookEndpoint } from './api';

const STATUS: Record<WebhookDelivery['status'], { label: string; tone: BadgeTone }> = {
  pending: { label: 'Pending', tone: 'gold' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
};

/** When it went, or when it goes next, or that it was given up. */
function outcome(d: WebhookDelivery): string {
  if (d.deliveredAt) return `Delivered ${formatDateTime(d.deliveredAt)}`;
  if (d.nextAttemptAt) return `Next try ${formatDateTime(d.nextAttemptAt)}`;
  return d.status === 'failed' ? 'Given up' : 'Not tried yet';
}

const answerOf = (a: DeliveryAttempt) => (a.status !== null ? `HTTP ${a.status}` : (a.error ?? 'No answer'));

function Delivery({ delivery }: { delivery: WebhookDelivery }) {
  const { label, tone } = STATUS[delivery.status];
  return (
    <li className="admin-partners__delivery">
      <h4>
        {delivery.type} <Badge tone={tone}>{label}</Badge>
      </h4>
      <p className="admin-table__secondary">
        Occurred {formatDateTime(delivery.occurredAt)} · {outcome(delivery)} · event <code>{delivery.eventId}</code>
      </p>
      {delivery.attempts.length === 0 ? (
        <p className="admin-table__secondary">No attempt yet</p>
      ) : (
        <table className="admin-partners__attempts">
          <caption>Attempts</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Answer</th>
              <th scope="col">Took</th>
            </tr>
          </thead>
          <tbody>
            {delivery.attempts.map((a) => (
              <tr key={a.at}>
                <td>{formatDateTime(a.at)}</td>
                <td>
                  {answerOf(a)}
                  {a.answer && <pre className="admin-partners__answer">{a.answer}</pre>}
                </td>
                <td>{formatNumber(a.durationMs)} ms</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </li>
  );
}

/** An endpoint's latest deliveries, newest first, each with every attempt and the receiver's answers. */
export function EndpointDeliveries({ endpoint, onClose }: { endpoint: WebhookEndpoint | null; onClose(): void }) {
  const { data, error, isLoading } = useDeliveries(endpoint?.id ?? null);
  return (
    <Drawer
      open={endpoint !== null}
      onClose={onClose}
      title={`Deliveries to ${endpoint?.url ?? ''}`}
      size="min(100vw, 640px)"
      rootClassName="admin-partners__drawer"
      destroyOnHidden
    >
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : error || !data ? (
        <Alert type="error" showIcon title="The deliveries could not be loaded. Reload the page to try again." />
      ) : data.length === 0 ? (
        <p>No delivery yet: nothing this endpoint asked for has happened since it was added.</p>
      ) : (
        <>
          <p className="admin-table__secondary">
            {data.length === 1 ? 'The latest delivery.' : `The latest ${formatNumber(data.length)} deliveries, newest first.`}
          </p>
          <ol className="admin-partners__deliveries">
            {data.map((d) => (
              <Delivery key={d.id} delivery={d} />
            ))}
          </ol>
        </>
      )}
    </Drawer>
  );
}
