import { Button } from 'antd';

interface ImportButtonsProps {
  /** Shown once there is a preview, when Import is the next step. */
  previewed: boolean;
  busy: 'preview' | 'import' | null;
  onCancel(): void;
  onPreview(): void;
  onImport(): void;
}

/** An import dialog's footer: Cancel, Preview (first, the primary step), and Import once a preview shows what it does. */
export function importButtons({ previewed, busy, onCancel, onPreview, onImport }: ImportButtonsProps) {
  return [
    <Button key="cancel" onClick={onCancel}>
      Cancel
    </Button>,
    <Button key="preview" type={previewed ? 'default' : 'primary'} loading={busy === 'preview'} onClick={onPreview}>
      Preview
    </Button>,
    ...(previewed
      ? [
          <Button key="import" type="primary" loading={busy === 'import'} onClick={onImport}>
            Import
          </Button>,
        ]
      : []),
  ];
}
