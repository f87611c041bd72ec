import { Button, Modal } from 'antd';
import { useState } from 'react';

/** A change waiting for the operator's word: what the dialog asks, and what runs on confirming. */
export interface PendingChange {
  /** The button that confirms it, as it is named where it was asked for ("Revoke"). */
  action: string;
  /** "Revoke the key Acme Printing?": naming what it changes. */
  title: string;
  /** What happens on confirming. */
  text: string;
  /** False for a change that takes nothing away (Promote, Re-enable): its button is not red. */
  danger?: boolean;
  run(): Promise<void>;
}

/** Asks before a change that cannot be taken back: Cancel, or the change's own button (busy while it runs). */
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
        <Button key="confirm" type="primary" danger={change?.danger ?? true} loading={running} onClick={() => void confirm()}>
          {change?.action}
        </Button>,
      ]}
    >
      <p>{change?.text}</p>
    </Modal>
  );
}
