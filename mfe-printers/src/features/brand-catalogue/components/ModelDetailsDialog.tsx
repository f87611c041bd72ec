import { Button, Modal } from 'antd';
import { Link } from 'react-router-dom';
import type { PrinterModel } from '../../../api/types';
import { modelPath } from '../model-search';
import { ModelDownloadButton } from './ModelDownloadButton';
import { ModelFacts } from './ModelFacts';

interface ModelDetailsDialogProps {
  model: PrinterModel | null;
  slug: string;
  downloading: boolean;
  onDownload(model: PrinterModel): void;
  onClose(): void;
}

/** The details dialog of a brand page (spec 001 section 2.1); Download Driver (a link to the counting redirect to the official page, in a new tab) downloads and closes it. */
export default function ModelDetailsDialog({ model, slug, downloading, onDownload, onClose }: ModelDetailsDialogProps) {
  return (
    <Modal
      open={model !== null}
      title={model?.fullName}
      onCancel={onClose}
      footer={
        model && [
          <Button key="close" onClick={onClose}>
            Close
          </Button>,
          <ModelDownloadButton key="download" model={model} downloading={downloading} onDownload={onDownload} />,
        ]
      }
    >
      {model && (
        <>
          <ModelFacts model={model} />
          <p>
            <Link to={modelPath(slug, model)} onClick={onClose}>
              Open the {model.modelNumber} page
            </Link>
          </p>
        </>
      )}
    </Modal>
  );
}
