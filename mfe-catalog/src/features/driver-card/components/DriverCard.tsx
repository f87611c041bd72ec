import { InfoCircleOutlined } from '@ant-design/icons';
import { isPlainClick, useOnDemand } from '@driveratlas/platform';
import { Button } from 'antd';
import { driverPath } from '@driveratlas/driver-domain';
import { useId, useState } from 'react';
import { Link, useHref } from 'react-router-dom';
import type { Driver } from '../../../api/types';
import { LatestBadge, VerifiedBadge } from './DriverBadges';
import { DriverFacts } from './DriverFacts';
import { GetDriverButton } from './GetDriverButton';
import { DriverRating } from './DriverRating';
import { fileSizeText, formatDownloads } from '../driver-format';
import { useDriverDownload } from '../use-driver-download';
import './driver-card.css';

// The details dialog loads when a visitor first opens it, not with every page that lists drivers.
const loadDetailsDialog = () => import('./DriverDetailsDialog');

export interface DriverCardProps {
  driver: Driver;
  /** The level of the card's heading in the page it sits in (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

/**
 * The driver card of spec 000 section 2 (shared with the printers remote as ./DriverCard). Its controls are links that
 * work before the page's scripts run: the name and Details to the driver's page, Get Driver to the counting redirect;
 * with scripts, Details opens the details dialog and Get Driver the official page with the guide.
 */
export default function DriverCard({ driver, headingLevel = 3 }: DriverCardProps) {
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const [detailsOpen, setDetailsOpen] = useState(false);
  const { pending, guide, getDriver, getGuide, clearGuide, notifyRetrievalFailed } = useDriverDownload(driver);
  const [DriverDetailsDialog, ensureDetailsDialog] = useOnDemand(loadDetailsDialog);
  const pageHref = useHref(driverPath(driver));

  const download = async () => {
    // The official page opens in the click; the dialog's code loads while the download is recorded.
    const recorded = getDriver();
    const dialog = ensureDetailsDialog().catch(() => undefined);
    if ((await recorded) && (await dialog)) setDetailsOpen(true);
  };
  const showDetails = () => ensureDetailsDialog().then(() => setDetailsOpen(true), notifyRetrievalFailed);
  const closeDetails = () => {
    setDetailsOpen(false);
    clearGuide();
  };

  return (
    <article className="driver-card" aria-labelledby={headingId}>
      <div className="driver-card__header">
        <Heading id={headingId} className="driver-card__name">
          <Link to={driverPath(driver)}>{driver.name}</Link>
        </Heading>
        <LatestBadge driver={driver} />
      </div>
      <p className="driver-card__release">
        <span>Version {driver.version}</span>
        <span>Released {driver.releaseDate}</span>
        <VerifiedBadge driver={driver} />
      </p>
      <p className="driver-card__description">{driver.description}</p>
      <DriverFacts
        className="driver-card__card-facts"
        facts={[
          ['Downloads', formatDownloads(driver.downloadCount)],
          ['Rating', <DriverRating key="rating" rating={driver.rating} />],
          ['Operating system', driver.operatingSystem],
          ['Architecture', driver.architecture],
          ['File size', fileSizeText(driver.fileSize)],
          ['Manufacturer', driver.manufacturer],
        ]}
      />
      <div className="driver-card__actions">
        <GetDriverButton driverId={driver.id} pending={pending !== null} onGetDriver={() => void download()} aria-describedby={headingId}>
          {pending ? 'Loading...' : 'Get Driver'}
        </GetDriverButton>
        <Button
          icon={<InfoCircleOutlined />}
          href={pageHref}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            showDetails();
          }}
          aria-haspopup="dialog"
          aria-describedby={headingId}
        >
          Details
        </Button>
      </div>
      {DriverDetailsDialog && (
        <DriverDetailsDialog
          driver={driver}
          open={detailsOpen}
          guide={guide}
          pending={pending}
          onDownload={() => void getDriver()}
          onGetGuide={() => void getGuide()}
          onClose={closeDetails}
        />
      )}
    </article>
  );
}
