import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps } from 'antd';
import type { PrinterModel } from '../../../api/types';
import { modelDownloadPath } from '../model-search';
import { downloadClick } from '../use-model-download';

interface ModelDownloadButtonProps extends Pick<ButtonProps, 'size' | 'aria-describedby'> {
  model: PrinterModel;
  downloading: boolean;
  /** A plain click, once the scripts run: opens the official page and records the download. */
  onDownload(model: PrinterModel): void;
}

/**
 * Download Driver of a printer model (its card, its details dialog, its page): a link to the service's counting
 * redirect to the official page, in a new tab, which works before and without the scripts.
 */
export function ModelDownloadButton({ model, downloading, onDownload, ...props }: ModelDownloadButtonProps) {
  return (
    <Button
      {...props}
      type="primary"
      icon={<DownloadOutlined />}
      loading={downloading}
      href={modelDownloadPath(model)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={downloadClick(() => onDownload(model))}
    >
      Download Driver
    </Button>
  );
}
