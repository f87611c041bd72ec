import { Modal } from 'antd';
import { useSession } from './session';
import { SignInForm } from './SignInForm';

/** The session ended with the dashboard open: signing in again here keeps what every dialog holds. */
export function SessionEndedDialog() {
  const { status } = useSession();
  return (
    <Modal open={status === 'expired'} title="Your session has ended" closable={false} mask={{ closable: false }} keyboard={false} footer={null} zIndex={2000}>
      <p>Sign in again to go on. Nothing you typed is lost: save it again once you are signed in.</p>
      <SignInForm name="admin-sign-in-again" />
    </Modal>
  );
}
