import { Button, Modal } from 'antd';
import { useState } from 'react';

/** A secret the service shows in one answer alone: a partner key's, a webhook endpoint's signing secret, a release token's. */
export interface ShownSecret {
  /** What it belongs to, as the dialog names it: "the key Acme Printing". */
  of: string;
  secret: string;
}

/** The one dialog that shows a secret the service showed this once: copied now, or lost (a new one is a rotation away). */
export function SecretDialog({ shown, onClose }: { shown: ShownSecret | null; onClose(): void }) {
  const [copied, setCopied] = useState(false);
  const close = () => {
    setCopied(false);
    onClose();
  };
  const copy = () =>
    void navigator.clipboard.writeText(shown!.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <Modal
      open={shown !== null}
      title={`The secret of ${shown?.of ?? ''}`}
      onCancel={close}
      footer={[
        <Button key="copy" onClick={copy}>
          {copied ? 'Copied' : 'Copy'}
        </Button>,
        <Button key="done" type="primary" onClick={close}>
          Done
        </Button>,
      ]}
    >
      <p>Copy it now: it will not be shown again.</p>
      <code aria-label="Secret" className="admin-secret">
        {shown?.secret}
      </code>
      <p role="status" className="admin-table__secondary">
        {copied ? 'Copied to the clipboard.' : ''}
      </p>
    </Modal>
  );
}
