import { useNotify } from '@driveratlas/platform';
import { Checkbox, Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { useDialogSave } from '../../components/use-dialog-save';
import { WEBHOOK_EVENT_TYPES } from '@driveratlas/site-contracts';
import { useWebhookEndpointWrites, type PartnerKey, type WebhookEndpoint, type WebhookEndpointInput } from './api';
import type { ShownSecret } from '../../components/SecretDialog';

type EndpointForm = WebhookEndpointInput & { partnerKeyId: number };
const FIELDS = ['partnerKeyId', 'url', 'events', 'description'] as const;
const FORM_ID = 'admin-webhook-endpoint-form';

interface WebhookEndpointDialogProps {
  /** The endpoint to edit, 'new' to add one, or null while closed. */
  editing: WebhookEndpoint | 'new' | null;
  /** The keys an endpoint may be added for: those not revoked. */
  keys: readonly PartnerKey[];
  onClose(): void;
  onSecret(shown: ShownSecret): void;
}

/** Adds an endpoint for a key (its signing secret shown once) or changes one's URL, events and description. */
export function WebhookEndpointDialog({ editing, keys, onClose, onSecret }: WebhookEndpointDialogProps) {
  const [form] = Form.useForm<EndpointForm>();
  const { saving, save: saveWith } = useDialogSave(form, FIELDS, onClose);
  const { create, update } = useWebhookEndpointWrites();
  const notify = useNotify();
  const endpoint = editing === 'new' ? null : editing;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (endpoint) form.setFieldsValue({ url: endpoint.url, events: endpoint.events, description: endpoint.description ?? '' });
  }, [editing, endpoint, form]);

  const save = ({ partnerKeyId, ...input }: EndpointForm) =>
    saveWith(
      async () => {
        if (endpoint) {
          await update(endpoint.id, input);
          notify({ title: 'Webhook endpoint saved', description: input.url });
        } else {
          const made = await create(partnerKeyId, input);
          onSecret({ of: `the endpoint ${made.url}`, secret: made.secret });
          notify({ title: 'Webhook endpoint added', description: `${made.url} for ${made.partnerKey.name}` });
        }
      },
      endpoint ? 'Failed to save webhook endpoint' : 'Failed to add webhook endpoint',
    );

  return (
    <FormDialog
      open={editing !== null}
      title={endpoint ? 'Edit webhook endpoint' : 'Add endpoint'}
      formId={FORM_ID}
      submitLabel={endpoint ? 'Save' : 'Add endpoint'}
      saving={saving}
      onClose={onClose}
    >
      <Form form={form} id={FORM_ID} name={FORM_ID} layout="vertical" onFinish={save} requiredMark={false} initialValues={{ events: [] }}>
        {!endpoint && (
          <Form.Item label="Key" name="partnerKeyId" rules={[{ required: true, message: 'Choose the key the endpoint belongs to' }]}>
            <Select options={keys.map((k) => ({ value: k.id, label: k.name }))} placeholder="Choose a key" />
          </Form.Item>
        )}
        <Form.Item
          label="URL"
          name="url"
          extra="HTTPS, on a public address"
          rules={[{ required: true, whitespace: true, message: 'Give the HTTPS URL the events are sent to' }]}
        >
          <Input type="url" autoComplete="off" placeholder="https://partner.example/hooks/driveratlas" />
        </Form.Item>
        <Form.Item
          label="Events"
          name="events" // A validator, not required: antd would put aria-required on the group, which a group may not carry.
          rules={[{ validator: (_, events?: string[]) => (events?.length ? Promise.resolve() : Promise.reject(new Error('Choose at least one event'))) }]}
        >
          <Checkbox.Group className="admin-partners__events" options={WEBHOOK_EVENT_TYPES.map((type) => ({ value: type, label: type }))} />
        </Form.Item>
        <Form.Item label="Description" name="description">
          <Input autoComplete="off" maxLength={200} placeholder="Catalogue sync (production)" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
