import { Button, Modal } from 'antd';
import type { ReactNode } from 'react';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** The id of the form inside, which the dialog's submit button sends. */
  formId: string;
  submitLabel: string;
  saving: boolean;
  onClose(): void;
  width?: number;
  children: ReactNode;
}

/** A dialog around one form: Cancel, and the button that submits the form (busy while it saves). */
export function FormDialog({ open, title, formId, submitLabel, saving, onClose, width, children }: FormDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onCancel={onClose}
      width={width}
      destroyOnHidden={false}
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="save" type="primary" htmlType="submit" form={formId} loading={saving}>
          {submitLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
