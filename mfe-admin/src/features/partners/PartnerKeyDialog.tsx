import { useNotify } from '@driveratlas/platform';
import { Form, Input, InputNumber } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import { useDialogSave } from '../../components/use-dialog-save';
import { QUOTA_PER_MINUTE } from '@driveratlas/site-contracts';
import { usePartnerKeyWrites, type PartnerKey, type PartnerKeyInput } from './api';
import type { ShownSecret } from '../../components/SecretDialog';

const FIELDS = ['name', 'quotaPerMinute'] as const;
const FORM_ID = 'admin-partner-key-form';

interface PartnerKeyDialogProps {
  /** The key to edit, 'new' to make one, or null while closed. */
  editing: PartnerKey | 'new' | null;
  onClose(): void;
  /** A new key's secret, to be shown once. */
  onSecret(shown: ShownSecret): void;
}

/** Makes a key or changes one's name and quota; a refusal shows the service's words beside the field. */
export function PartnerKeyDialog({ editing, onClose, onSecret }: PartnerKeyDialogProps) {
  const [form] = Form.useForm<PartnerKeyInput>();
  const { saving, save: saveWith } = useDialogSave(form, FIELDS, onClose);
  const { create, update } = usePartnerKeyWrites();
  const notify = useNotify();
  const key = editing === 'new' ? null : editing;

  useEffect(() => {
    if (!editing) return;
    form.resetFields();
    if (key) form.setFieldsValue({ name: key.name, quotaPerMinute: key.quotaPerMinute });
  }, [editing, key, form]);

  const save = (input: PartnerKeyInput) =>
    saveWith(
      async () => {
        if (key) {
          await update(key.id, input);
          notify({ title: 'Partner key saved', description: `${input.name} may make ${input.quotaPerMinute} requests a minute.` });
        } else {
          const made = await create(input);
          onSecret({ of: `the key ${made.name}`, secret: made.secret });
          notify({ title: 'Partner key created', description: `${made.name} may make ${made.quotaPerMinute} requests a minute.` });
        }
      },
      key ? 'Failed to save partner key' : 'Failed to create partner key',
    );

  return (
    <FormDialog
      open={editing !== null}
      title={key ? `Edit ${key.name}` : 'Create key'}
      formId={FORM_ID}
      submitLabel={key ? 'Save' : 'Create key'}
      saving={saving}
      onClose={onClose}
    >
      <Form form={form} id={FORM_ID} name={FORM_ID} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item
          label="Name"
          name="name"
          extra="Whom the key is for"
          rules={[{ required: true, whitespace: true, message: 'Name the key (such as Acme Printing)' }]}
        >
          <Input autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item
          label="Requests per minute"
          name="quotaPerMinute"
          extra={`From ${QUOTA_PER_MINUTE.min} to ${QUOTA_PER_MINUTE.max.toLocaleString('en-US')}`}
          rules={[{ required: true, message: 'Give the requests a minute the key may make' }]}
        >
          <InputNumber style={{ width: '100%' }} inputMode="numeric" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
