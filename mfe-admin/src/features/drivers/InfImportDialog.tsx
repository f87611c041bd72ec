import { useNotify } from '@driveratlas/platform';
import { Modal } from 'antd';
import type { Driver } from '../../api/types';
import { FilesField } from '../../components/FilesField';
import { importButtons } from '../../components/import-buttons';
import { useFileImport } from '../../components/use-file-import';
import { useInfImport } from './api';
import { changeSummary, InfImportPreview } from './InfImportPreview';

interface InfImportDialogProps {
  open: boolean;
  /** The driver whose INF files are imported; kept while the dialog closes. */
  driver: Driver | null;
  onClose(): void;
}

/**
 * Import INF: the operator chooses the INF files of a driver's package, previews what they change in the devices it
 * declares (its DriverVer, class, provider, the IDs added and removed), then imports them for its current version. A
 * refusal shows the service's message (naming the file and the line) beside the files, which stay chosen.
 */
export function InfImportDialog({ open, driver, onClose }: InfImportDialogProps) {
  const notify = useNotify();
  const { preview: previewFiles, apply } = useInfImport(driver?.id ?? 0);
  const { input, preview, error, busy, choose, showPreview, importFiles } = useFileImport({
    open,
    subject: driver,
    noFiles: 'Choose one or more INF files.',
    preview: previewFiles,
    async apply(files) {
      const done = await apply(files);
      notify({ title: 'INF files imported', description: `${done.name}, version ${done.version}: ${changeSummary(done)}.` });
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title={driver ? `Import INF for ${driver.name}` : 'Import INF'}
      onCancel={onClose}
      width={760}
      footer={importButtons({ previewed: !!preview, busy, onCancel: onClose, onPreview: () => void showPreview(), onImport: () => void importFiles() })}
    >
      <p>
        Choose the INF files of the driver&apos;s package, as it ships them. Preview shows what they change; Import makes the devices they declare the
        driver&apos;s.
      </p>
      <FilesField id="admin-inf-files" label="INF files" hint="One or more .inf files." error={error} input={input} multiple accept=".inf" onChange={choose} />
      <p role="status" className="admin-import__status">
        {preview ? `Preview for version ${preview.version}: ${changeSummary(preview)}.` : ''}
      </p>
      {preview && <InfImportPreview preview={preview} />}
    </Modal>
  );
}
