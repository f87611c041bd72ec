import { driverPath } from '@driveratlas/catalog';
import useSWR from 'swr';
import type { Driver, DriverVersion } from '../../api/types';

/** The edited driver's versions, newest first: a new version keeps the current one here, and the driver page shows them all. */
export function DriverVersionHistory({ driver }: { driver: Driver }) {
  const { data: versions, error } = useSWR<DriverVersion[]>(`/api/drivers/${driver.id}/versions`);
  return (
    <section className="admin-versions" aria-labelledby="admin-versions-title">
      <h3 id="admin-versions-title">Version History</h3>
      <p className="admin-versions__note">
        Changing the version keeps {driver.version} ({driver.releaseDate}) in the history shown on the{' '}
        <a href={driverPath(driver)} target="_blank" rel="noopener noreferrer">
          driver page
        </a>
        .
      </p>
      {versions ? (
        <ol className="admin-versions__list">
          {versions.map((version, index) => (
            <li key={`${version.version}-${index}`}>
              {version.version}, {version.releaseDate}, {version.fileSize}
              {version.latest && ' (Latest)'}
            </li>
          ))}
        </ol>
      ) : error ? (
        <p>The version history could not be loaded.</p>
      ) : (
        <p role="status">Loading the version history...</p>
      )}
    </section>
  );
}
