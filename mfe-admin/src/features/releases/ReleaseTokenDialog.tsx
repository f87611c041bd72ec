import { REMOTE_NAMES } from '@driveratlas/site-contracts';
import { useNotify } from '@driveratlas/platform';
import { Form, Input, Select } from 'antd';
import { useEffect } from 'react';
import { FormDialog } from '../../components/FormDialog';
import type { ShownSecret } from '../../components/SecretDialog';
import { useDialogSave } from '../../components/use-dialog-save';
import { useTokenWrites } from './api';

const FIELDS = ['remote', 'name'] as const;
const FORM_ID = 'admin-release-token-form';

interface ReleaseTokenDialogProps {
  open: boolean;
  onClose(): void;
  /** The new token's secret, to be shown once. */
  onSecret(shown: ShownSecret): void;
}

/** Makes a team's release token for one remote; a refusal shows the service's words beside the field. */
export function ReleaseTokenDialog({ open, onClose, onSecret }: ReleaseTokenDialogProps) {
  const [form] = Form.useForm<{ remote: string; name: string }>();
  const { saving, save: saveWith } = useDialogSave(form, FIELDS, onClose);
  const { create } = useTokenWrites();
  const notify = useNotify();

  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);

  const save = (input: { remote: string; name: string }) =>
    saveWith(async () => {
      const made = await create(input);
      onSecret({ of: `the ${made.remote} token ${made.name}`, secret: made.token });
      notify({ title: 'Release token created', description: `${made.name} may release the ${made.remote} remote.` });
    }, 'Failed to create release token');

  return (
    <FormDialog open={open} title="Create token" formId={FORM_ID} submitLabel="Create token" saving={saving} onClose={onClose}>
      <Form form={form} id={FORM_ID} name={FORM_ID} layout="vertical" onFinish={save} requiredMark={false}>
        <Form.Item
          label="Remote"
          name="remote"
          extra="The one remote it may release"
          rules={[{ required: true, message: 'Choose the remote the token may release' }]}
        >
          <Select options={REMOTE_NAMES.map((r) => ({ value: r, label: r }))} placeholder="Choose a remote" />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Name the token (such as legal-ci)' }, { max: 100 }]}>
          <Input placeholder="legal-ci" autoComplete="off" />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
