import { Button, Modal } from 'antd';
import { useState } from 'react';

/** A change waiting for the operator's word: what the dialog asks, and what runs on confirming. */
export interface PendingChange {
  /** The button that confirms it, as it is named where it was asked for ("Roll back"). */
  action: string;
  /** "Roll back legal to 1.2.0-3f9a1c0b7d2e?": naming the remote and the release. */
  title: string;
  /** What happens on confirming. */
  text: string;
  run(): Promise<void>;
}

/** Asks before a change to what visitors get: Cancel, or the change's own button (busy while it runs). */
export function ConfirmDialog({ change, onClose }: { change: PendingChange | null; onClose(): void }) {
  const [running, setRunning] = useState(false);
  const confirm = async () => {
    setRunning(true);
    try {
      await change!.run();
    } finally {
      setRunning(false);
      onClose();
    }
  };
  return (
    <Modal
      open={change !== null}
      title={change?.title}
      onCancel={onClose}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="confirm" type="primary" danger={change?.action !== 'Promote'} loading={running} onClick={() => void confirm()}>
          {change?.action}
        </Button>,
      ]}
    >
      <p>{change?.text}</p>
    </Modal>
  );
}
