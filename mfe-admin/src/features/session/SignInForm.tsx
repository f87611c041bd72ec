import { HttpError } from '@driveratlas/platform';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { errorMessages } from '../../api/errors';
import { useSession } from './session';

/** What the operator is told for each way a sign-in can fail. */
function failureOf(error: unknown): { field?: string; alert?: string } {
  if (error instanceof HttpError && error.status === 401) return { field: 'Wrong password. Check it and try again.' };
  if (error instanceof HttpError && error.status === 429) return { alert: 'Too many wrong passwords from this address. Wait a minute, then try again.' };
  return { alert: `Signing in failed: ${errorMessages(error).join(' ')}` };
}

/** The password form: on the page without a session, and in the dialog when a session ends. */
export function SignInForm({ name }: { name: string }) {
  const { signIn } = useSession();
  const [form] = Form.useForm<{ password: string }>();
  const [pending, setPending] = useState(false);
  const [alert, setAlert] = useState<string>();

  const submit = async ({ password }: { password: string }) => {
    setPending(true);
    setAlert(undefined);
    try {
      await signIn(password);
    } catch (error) {
      const failure = failureOf(error);
      setAlert(failure.alert);
      if (failure.field) form.setFields([{ name: 'password', errors: [failure.field] }]);
      form.getFieldInstance('password')?.focus?.();
    } finally {
      setPending(false);
    }
  };

  return (
    <Form name={name} form={form} layout="vertical" requiredMark={false} onFinish={submit} className="admin-sign-in__form">
      {alert && <Alert type="error" showIcon title={alert} role="alert" className="admin-sign-in__alert" />}
      <Form.Item label="Password" name="password" rules={[{ required: true, message: 'Enter the admin password.' }]}>
        <Input type="password" autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={pending} block>
        Sign In
      </Button>
    </Form>
  );
}
