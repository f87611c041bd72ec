import { useNotify } from '@driveratlas/platform';
import { Alert, Button, Form, Input, Select, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { errorMessages, fieldErrors } from '../../api/errors';
import { AdminTable } from '../../components/AdminTable';
import { Badge } from '../../components/Badge';
import { formatDateTime } from '../../components/format';
import { useReleaseTokens, useTokenWrites, type CreatedReleaseToken, type ReleaseToken } from './api';
import type { PendingChange } from '../../components/ConfirmDialog';

/** The remotes a team releases on its own: each token may release only its remote. */
export const REMOTES = ['catalog', 'printers', 'legal', 'admin'] as const;
const FIELDS = ['remote', 'name'] as const;

/** The new token's secret, this once: copied, or lost. */
function NewToken({ created }: { created: CreatedReleaseToken }) {
  const [copied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard.writeText(created.token).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Alert
      type="warning"
      showIcon
      className="admin-release__secret"
      message={`The ${created.remote} token ${created.name}: copy it now, it is shown only once`}
      description={
        <div className="admin-release__secret-value">
          <code aria-label="Token secret">{created.token}</code>
          <Button size="small" onClick={copy}>
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </div>
      }
    />
  );
}

/** The teams' release tokens: made here (the secret shown once), listed with their last use, revoked after confirmation. */
export function ReleaseTokens({ ask }: { ask(change: PendingChange): void }) {
  const { data, error, isLoading, isValidating } = useReleaseTokens();
  const { create, revoke } = useTokenWrites();
  const [form] = Form.useForm<{ remote: string; name: string }>();
  const [saving, setSaving] = useState(false);
  const [created, setCreated] = useState<CreatedReleaseToken | null>(null);
  const notify = useNotify();

  const save = async (input: { remote: string; name: string }) => {
    setSaving(true);
    setCreated(null);
    try {
      setCreated(await create(input));
      form.resetFields();
      notify({ title: 'Release token created', description: `${input.name} may release the ${input.remote} remote.` });
    } catch (failure) {
      form.setFields(fieldErrors(failure, FIELDS));
      notify({ title: 'Failed to create release token', description: errorMessages(failure).join(' '), variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

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
      <h3 id="admin-release-tokens">Release tokens</h3>
      <p className="admin-table__secondary">A team&apos;s pipeline releases its own remote with its token, and no other remote.</p>
      <Form form={form} name="admin-release-token" layout="vertical" onFinish={save} className="admin-release__token-form" requiredMark={false}>
        <Form.Item label="Remote" name="remote" rules={[{ required: true, message: 'Choose the remote the token may release' }]}>
          <Select options={REMOTES.map((r) => ({ value: r, label: r }))} placeholder="Choose a remote" />
        </Form.Item>
        <Form.Item label="Name" name="name" rules={[{ required: true, whitespace: true, message: 'Name the token (such as legal-ci)' }, { max: 100 }]}>
          <Input placeholder="legal-ci" autoComplete="off" />
        </Form.Item>
        <Form.Item label=" " colon={false}>
          <Button type="primary" htmlType="submit" loading={saving}>
            Create Token
          </Button>
        </Form.Item>
      </Form>
      {created && <NewToken created={created} />}
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
    </section>
  );
}
