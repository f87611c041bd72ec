import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@driveratlas/platform';
import { Button, Modal } from 'antd';
import type { DownloadResponse, Driver } from '../../../api/types';
import { LatestBadge, VerifiedBadge } from './DriverBadges';
import { DriverFacts } from './DriverFacts';
import { DriverRating } from './DriverRating';
import { DriverInstallationGuide } from './DriverInstallationGuide';
import { fileSizeText, formatDownloads, officialSourceHost } from '../driver-format';
import type { DownloadAction } from '../use-driver-download';

export interface DriverDetailsDialogProps {
  driver: Driver;
  open: boolean;
  guide: DownloadResponse | null;
  pending: DownloadAction | null;
  onDownload: () => void;
  onGetGuide: () => void;
  onClose: () => void;
}

/** Spec 000 section 2, "Details dialog": everything about a driver, and its installation guide once retrieved. */
export default function DriverDetailsDialog({ driver, open, guide, pending, onDownload, onGetGuide, onClose }: DriverDetailsDialogProps) {
  const { productName } = useSiteConfig();
  const officialUrl = guide?.officialUrl ?? driver.officialUrl;
  const host = officialSourceHost(driver, guide?.officialUrl);
  const footer = [
    <Button key="download" type="primary" icon={<DownloadOutlined />} disabled={pending !== null} onClick={onDownload}>
      {pending === 'download' ? 'Loading...' : 'Download Driver'}
    </Button>,
    !guide && (
      <Button key="guide" icon={<FileTextOutlined />} disabled={pending !== null} onClick={onGetGuide}>
        {pending === 'guide' ? 'Loading...' : 'Get Guide'}
      </Button>
    ),
    <Button key="close" onClick={onClose}>
      Close
    </Button>,
  ];
  return (
    <Modal open={open} title={driver.name} onCancel={onClose} footer={footer} width={720} className="driver-card-details">
      <section className="driver-card-details__section">
        <h3>Driver Information</h3>
        <DriverFacts
          className="driver-card-details__facts"
          facts={[
            ['Name', driver.name],
            ['Manufacturer', driver.manufacturer],
            ['Category', driver.category],
            ['Version', driver.version],
            ['Release date', driver.releaseDate],
          ]}
        />
        <p className="driver-card__badges">
          <LatestBadge driver={driver} />
          <VerifiedBadge driver={driver} />
        </p>
      </section>
      <section className="driver-card-details__section">
        <h3>Compatibility</h3>
        <DriverFacts
          className="driver-card-details__facts"
          facts={[
            ['Operating system', driver.operatingSystem],
            ['Architecture', driver.architecture],
          ]}
        />
      </section>
      <section className="driver-card-details__section">
        <h3>Description</h3>
        <p>{driver.description}</p>
      </section>
      <section className="driver-card-details__section">
        <h3>Statistics</h3>
        <DriverFacts
          className="driver-card-details__facts"
          facts={[
            ['Downloads', formatDownloads(driver.downloadCount)],
            ['Rating', <DriverRating key="rating" rating={driver.rating} />],
            ['Release date', driver.releaseDate],
          ]}
        />
      </section>
      <section className="driver-card-details__section driver-card-details__download">
        <h3>Download Information</h3>
        <DriverFacts
          className="driver-card-details__facts"
          facts={[
            ['File size', fileSizeText(driver.fileSize)],
            ['Version', driver.version],
            [
              'Official source',
              officialUrl ? (
                <a key="source" href={officialUrl} target="_blank" rel="noopener noreferrer">
                  {host}
                </a>
              ) : (
                host
              ),
            ],
          ]}
        />
        <p className="driver-card-details__note">
          {productName} does not host driver files: Download Driver opens {driver.manufacturer}&apos;s official page on {host}, where you download the driver.
        </p>
      </section>
      {guide && <DriverInstallationGuide guide={guide} />}
    </Modal>
  );
}
