import { PrinterOutlined } from '@ant-design/icons';
import { driverPath, supportEndedText } from '@driveratlas/driver-domain';
import { PageLoading, PageTitle, Redirect, usePlatform, useSiteConfig } from '@driveratlas/platform';
import { Alert, Button } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Driver } from '../../../api/types';
import {
  DriverFacts,
  DriverInstallationGuide,
  DriverRating,
  fileSizeText,
  GetDriverButton,
  formatDownloads,
  LatestBadge,
  officialPageUrl,
  officialSourceHost,
  useDriverDownload,
  VerifiedBadge,
} from '../../driver-card';
import { isUnknownDriver, useDriver, useDriverDevices, useDriverVersions, useInstallationGuide } from '../api/driver-page';
import { driverDescription, driverHead } from '../driver-head';
import SubscribeLink from '../../../components/SubscribeLink';
import { driverFeed } from '../../../components/feeds';
import { latestAnswer } from '../latest-answer';
import { CompatibleSystems } from './CompatibleSystems';
import { SupportedDevices } from './SupportedDevices';
import { VersionHistory } from './VersionHistory';
import './driver-page.css';

export interface DriverProfileProps {
  /** The id and slug of the address asked, `/drivers/{id}/{slug}`. */
  id: string;
  slug: string;
  /** The page of a category: its own page, or /category/{name}. */
  categoryPath: (category: string) => string;
  /** An ad slot in the page, which the print stylesheet leaves out. */
  ad?: ReactNode;
}

/** A driver's own page: where it comes from, what it is, what it runs on, its versions and its installation guide, printable. */
export function DriverProfile({ id, slug, categoryPath, ad }: DriverProfileProps) {
  const { NotFound } = usePlatform();
  const { data: driver, error, mutate } = useDriver(id);
  if (isUnknownDriver(error)) return <NotFound />;
  if (error) return <SectionError what="this driver" onRetry={() => void mutate()} />;
  if (!driver) return <PageLoading />;
  // One address per driver: any other slug (or none) is sent to the one its name makes.
  if (`/drivers/${id}/${slug}` !== driverPath(driver)) return <Redirect to={driverPath(driver)} />;
  return <DriverDetails driver={driver} category={{ name: driver.category, path: categoryPath(driver.category) }} ad={ad} />;
}

function DriverDetails({ driver, category, ad }: { driver: Driver; category: { name: string; path: string }; ad?: ReactNode }) {
  const { productName } = useSiteConfig();
  const id = String(driver.id);
  const versions = useDriverVersions(id);
  const devices = useDriverDevices(id);
  const guide = useInstallationGuide(id);
  const { pending, getDriver } = useDriverDownload(driver);
  const officialUrl = guide.data?.officialUrl;

  return (
    <article className="driver-page">
      <nav aria-label="Breadcrumb" className="driver-page__breadcrumbs driver-page__screen-only">
        <ol>
          <li>
            <Link to="/">Home</Link>
          </li>
          <li>
            <Link to={category.path}>{category.name}</Link>
          </li>
          <li aria-current="page">{driver.name}</li>
        </ol>
      </nav>
      <PageTitle title={driver.name} description={driverDescription(driver)} head={driverHead(driver, category, officialUrl)}>
        <p className="driver-page__badges">
          <LatestBadge driver={driver} />
          <VerifiedBadge driver={driver} />
        </p>
      </PageTitle>
      <p className={`driver-page__answer${driver.isLatest ? '' : ' driver-page__answer--newer-elsewhere'}`}>{latestAnswer(driver)}</p>
      {driver.supportEnded && <p className="driver-page__answer driver-page__answer--ended">{supportEndedText(driver)}</p>}
      <div className="driver-page__actions driver-page__screen-only">
        <GetDriverButton driverId={driver.id} size="large" pending={pending !== null} onGetDriver={() => void getDriver()}>
          {pending === 'download' ? 'Loading...' : 'Download Driver'}
        </GetDriverButton>
        <Button size="large" icon={<PrinterOutlined />} className="needs-script" onClick={() => window.print()}>
          Print this page
        </Button>
      </div>

      <section className="driver-page__section driver-page__source" aria-labelledby="driver-page-source">
        <h2 id="driver-page-source">Official Source</h2>
        <p>
          {productName} does not host driver files. Download Driver opens {driver.manufacturer}&apos;s official page for this driver on{' '}
          <a href={officialPageUrl(driver, officialUrl)} target="_blank" rel="noopener noreferrer">
            {officialSourceHost(driver, officialUrl)}
          </a>
          .
        </p>
      </section>

      <section className="driver-page__section" aria-labelledby="driver-page-about">
        <h2 id="driver-page-about">About This Driver</h2>
        <p>{driver.description}</p>
        <DriverFacts
          className="driver-page__facts"
          facts={[
            ['Manufacturer', driver.manufacturer],
            ['Category', driver.category],
            ['Version', driver.version],
            ['Released', driver.releaseDate],
            ['Architecture', driver.architecture],
            ['File size', fileSizeText(driver.fileSize)],
            ['Downloads', formatDownloads(driver.downloadCount)],
            ['Rating', <DriverRating key="rating" rating={driver.rating} />],
          ]}
        />
      </section>

      <section className="driver-page__section" aria-labelledby="driver-page-systems">
        <h2 id="driver-page-systems">Compatible Operating Systems</h2>
        <CompatibleSystems driver={driver} />
      </section>

      <section className="driver-page__section" aria-labelledby="driver-page-devices">
        <h2 id="driver-page-devices">Supported Devices</h2>
        {devices.data ? (
          <SupportedDevices devices={devices.data} />
        ) : devices.error ? (
          <SectionError what="the supported devices" onRetry={() => void devices.mutate()} />
        ) : (
          // Its place is held (driver-page.css), so the sections below stay where they are when the answer comes.
          <p role="status" className="driver-page__devices-loading">
            Loading the supported devices...
          </p>
        )}
      </section>

      {ad && <div className="driver-page__ad driver-page__screen-only">{ad}</div>}

      <section className="driver-page__section" aria-labelledby="driver-page-versions">
        <h2 id="driver-page-versions">Version History</h2>
        <SubscribeLink feed={driverFeed(driver)} className="driver-page__subscribe" />
        {versions.data ? (
          <VersionHistory versions={versions.data} manufacturer={driver.manufacturer} />
        ) : versions.error ? (
          <SectionError what="the version history" onRetry={() => void versions.mutate()} />
        ) : (
          <p role="status">Loading the version history...</p>
        )}
      </section>

      {guide.data ? (
        <DriverInstallationGuide guide={guide.data} headingLevel={2} />
      ) : (
        <section className="driver-page__section" aria-labelledby="driver-page-guide">
          <h2 id="driver-page-guide">Installation Guide</h2>
          {guide.error ? (
            <SectionError what="the installation guide" onRetry={() => void guide.mutate()} />
          ) : (
            <p role="status">Loading the installation guide...</p>
          )}
        </section>
      )}
    </article>
  );
}

function SectionError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`${what[0].toUpperCase()}${what.slice(1)} could not be loaded`}
      description="Please check your connection and try again."
      action={
        <Button onClick={onRetry} className="driver-page__screen-only">
          Retry
        </Button>
      }
    />
  );
}
