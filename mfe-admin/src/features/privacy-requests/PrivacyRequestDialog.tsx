import { PERSONAL_DATA_HANDLING, PRIVACY_REQUEST_EXTENDED_DUE_DAYS, PRIVACY_REQUEST_STATUSES } from '@driveratlas/visitor-rules';
import { useNotify } from '@driveratlas/platform';
import { Button, Checkbox, Form, Input, Modal, Select } from 'antd';
import { useEffect, useState } from 'react';
import useSWR from 'swr';
import { errorMessages } from '../../api/errors';
import { useReload } from '../../api/refresh';
import type { PrivacyRequestChange, PrivacyRequestWithHistory } from '../../api/types';
import { Badge } from '../../components/Badge';
import { formatDate, formatDateTime } from '../../components/format';
import { useSession } from '../session';
import { isFinal, STATUS_TONES, statusLabel, typeLabel } from './labels';
import { PersonalDataDialog } from './PersonalDataDialog';

type Change = { status?: PrivacyRequestChange['status']; extend?: boolean; note: string };

type RequestEvent = PrivacyRequestWithHistory['history'][number];

const EVENT_TEXTS: Record<RequestEvent['kind'], (event: RequestEvent) => string> = {
  received: () => 'Received',
  extended: () => `Answer extended to ${PRIVACY_REQUEST_EXTENDED_DUE_DAYS} days`,
  status: (event) => `Status changed to ${statusLabel(event.status)}`,
  'data-exported': () => "This person's data exported",
  'data-deleted': () => "This person's data deleted",
};

/** One privacy request: every field, the data stored for its e-mail address, the history of every change, and the next change with its note. */
export function PrivacyRequestDialog({ id, onClose }: { id: number | null; onClose(): void }) {
  const { data: request } = useSWR<PrivacyRequestWithHistory>(id === null ? null : `/api/privacy-requests/${id}`);
  const [form] = Form.useForm<Change>();
  const [saving, setSaving] = useState(false);
  const [dataOf, setDataOf] = useState<number | null>(null);
  const { request: call } = useSession();
  const reload = useReload();
  const notify = useNotify();

  useEffect(() => form.resetFields(), [id, form]);

  const save = async ({ status, extend, note }: Change) => {
    setSaving(true);
    try {
      const change: PrivacyRequestChange = { note, ...(status && status !== request!.status && { status }), ...(extend && { extend: true }) };
      await call('PATCH', `/api/privacy-requests/${id}`, change);
      await reload({ shown: ['/api/privacy-requests'] });
      form.resetFields();
      notify({ title: 'Privacy request updated', description: `${request!.reference}: the change and its note are in the history.` });
    } catch (error) {
      notify({ title: 'Failed to update privacy request', description: errorMessages(error).join(' '), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={id !== null} title={request ? `Privacy Request ${request.reference}` : 'Privacy Request'} onCancel={onClose} footer={null} width={720}>
      {request && (
        <>
          <p>
            <Badge tone={STATUS_TONES[request.status]}>{statusLabel(request.status)}</Badge>
            {request.overdue && <Badge tone="red">Overdue</Badge>}
            {request.extended && <Badge tone="grey">Extended</Badge>}
          </p>
          <dl className="admin-facts">
            <dt>Request</dt>
            <dd>{typeLabel(request.requestType)}</dd>
            <dt>From</dt>
            <dd>
              {request.firstName} {request.lastName},{' '}
              <a href={`mailto:${request.email}?subject=${encodeURIComponent(`Your privacy request ${request.reference}`)}`}>{request.email}</a>
              {request.phone ? `, ${request.phone}` : ''}
            </dd>
            <dt>State</dt>
            <dd>{request.state}</dd>
            <dt>Details</dt>
            <dd className="admin-message__text">{request.description}</dd>
            <dt>Received</dt>
            <dd>{formatDateTime(request.receivedAt)}</dd>
            <dt>Confirm receipt by</dt>
            <dd>{formatDateTime(request.confirmationDueAt)}</dd>
            <dt>Answer due</dt>
            <dd>{formatDate(request.dueAt)}</dd>
            <dt>Kept until</dt>
            <dd>{formatDate(request.retainUntil)}</dd>
          </dl>
          {PERSONAL_DATA_HANDLING[request.requestType as keyof typeof PERSONAL_DATA_HANDLING] && (
            <>
              <p>
                <Button onClick={() => setDataOf(request.id)}>This person&apos;s data</Button>
              </p>
              <PersonalDataDialog request={request} open={dataOf === request.id} onClose={() => setDataOf(null)} />
            </>
          )}
          <h3>History</h3>
          <ol className="admin-history">
            {request.history.map((event) => (
              <li key={event.id}>
                <span className="admin-table__secondary">{formatDateTime(event.at)}</span> {EVENT_TEXTS[event.kind](event)}
                {event.note && <p className="admin-message__text">{event.note}</p>}
              </li>
            ))}
          </ol>
          {isFinal(request.status) ? (
            <p>This request is {statusLabel(request.status).toLowerCase()}: it cannot change any more.</p>
          ) : (
            <Form name="admin-privacy-request" form={form} layout="vertical" onFinish={save} className="admin-form" initialValues={{ status: request.status }}>
              <h3>Next step</h3>
              <Form.Item label="Status" name="status">
                <Select options={PRIVACY_REQUEST_STATUSES.map((status) => ({ value: status, label: statusLabel(status) }))} />
              </Form.Item>
              {!request.extended && (
                <Form.Item name="extend" valuePropName="checked" extra="Once, for a complex request: the note is the reason the visitor is told.">
                  <Checkbox>Extend the answer to {PRIVACY_REQUEST_EXTENDED_DUE_DAYS} days after receipt</Checkbox>
                </Form.Item>
              )}
              <Form.Item label="Note" name="note" rules={[{ required: true, whitespace: true, message: 'Write a note: what was done, or why.' }, { min: 5 }]}>
                <Input.TextArea rows={3} />
              </Form.Item>
              <Button type="primary" htmlType="submit" loading={saving}>
                Save Change
              </Button>
            </Form>
          )}
        </>
      )}
    </Modal>
  );
}
