import { DownloadOutlined, FileTextOutlined } from '@ant-design/icons';
import { useSiteConfig } from '@driveratlas/platform';
import { driverPath } from '@driveratlas/driver-domain';
import { Button, Modal } from 'antd';
import { Link } from 'react-router-dom';
import type { DownloadResponse, Driver } from '../../../api/types';
import { LatestBadge, VerifiedBadge } from './DriverBadges';
import { DriverFacts } from './DriverFacts';
import { DriverRating } from './DriverRating';
import { DriverInstallationGuide } from './DriverInstallationGuide';
import { fileSizeText, formatDownloads, officialPageUrl, officialSourceHost } from '../driver-format';
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

/**
 * Spec 000 section 2, "Details dialog", shortest first: where the driver comes from, its installation guide once
 * retrieved, then what it is, each fact once.
 */
export default function DriverDetailsDialog({ driver, open, guide, pending, onDownload, onGetGuide, onClose }: DriverDetailsDialogProps) {
  const { productName } = useSiteConfig();
  const host = officialSourceHost(driver, guide?.officialUrl);
  const footer = (
    <div className="driver-card-details__actions">
      <Button type="primary" icon={<DownloadOutlined />} disabled={pending !== null} onClick={onDownload}>
        {pending === 'download' ? 'Loading...' : 'Download Driver'}
      </Button>
      {!guide && (
        <Button icon={<FileTextOutlined />} disabled={pending !== null} onClick={onGetGuide}>
          {pending === 'guide' ? 'Loading...' : 'Get Guide'}
        </Button>
      )}
      <Button onClick={onClose}>Close</Button>
    </div>
  );
  return (
    <Modal open={open} title={driver.name} onCancel={onClose} footer={footer} width={720} className="driver-card-details">
      <section className="driver-card-details__section driver-card-details__source">
        <h3>Official Source</h3>
        <p>
          {productName} does not host driver files. Download Driver opens {driver.manufacturer}&apos;s official page for this driver on{' '}
          <a href={officialPageUrl(driver, guide?.officialUrl)} target="_blank" rel="noopener noreferrer">
            {host}
          </a>
          .
        </p>
      </section>
      {guide && <DriverInstallationGuide guide={guide} />}
      <section className="driver-card-details__section">
        <h3>About This Driver</h3>
        <p className="driver-card-details__description">{driver.description}</p>
        <DriverFacts
          className="driver-card-details__facts"
          facts={[
            ['Manufacturer', driver.manufacturer],
            ['Category', driver.category],
            ['Version', driver.version],
            ['Released', driver.releaseDate],
            ['Operating system', driver.operatingSystem],
            ['Architecture', driver.architecture],
            ['File size', fileSizeText(driver.fileSize)],
            ['Downloads', formatDownloads(driver.downloadCount)],
            ['Rating', <DriverRating key="rating" rating={driver.rating} />],
          ]}
        />
        <p className="driver-card__badges">
          <LatestBadge driver={driver} />
          <VerifiedBadge driver={driver} />
        </p>
        <p className="driver-card-details__page">
          Its version history and the printable installation guide are on the{' '}
          <Link to={driverPath(driver)} onClick={onClose}>
            Driver page
          </Link>
          .
        </p>
      </section>
    </Modal>
  );
}
