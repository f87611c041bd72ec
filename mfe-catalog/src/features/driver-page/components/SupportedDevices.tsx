import { Fragment } from 'react';
import type { DriverDevices } from '../../../api/types';
import { dayText, declarationText, listSummary, sourcePlaces } from '../supported-devices';

type InfFile = DriverDevices['files'][number];

/** Links to the places a declaration was read, one a place. */
function Places({ sources }: { sources: string[] }) {
  return (
    <>
      {sourcePlaces(sources).map(({ label, url }, index) => (
        <Fragment key={url}>
          {index > 0 && ', '}
          <a href={url} rel="nofollow">
            {label}
          </a>
        </Fragment>
      ))}
    </>
  );
}

/** Where the catalogue read a declaration: the public copies of the shipped data, a maker's catalog, or the site's operator. */
function InfOrigin({ file }: { file: InfFile }) {
  if (file.origin === 'catalog')
    return (
      <>
        listed in {file.provider}&apos;s catalog{sourcePlaces(file.sources).length > 0 && ', '}
        <Places sources={file.sources} />
      </>
    );
  if (file.origin !== 'shipped') return <>imported by the site&apos;s operator</>;
  if (sourcePlaces(file.sources).length === 0) return <>from the catalogue&apos;s data</>;
  return (
    <>
      read from <Places sources={file.sources} />
    </>
  );
}

/**
 * The devices a driver installs on: how many hardware IDs, the INF files that declare them (each with its DriverVer and
 * where it was read), and the IDs themselves folded in a native <details>, so the page stays short without scripts.
 */
export function SupportedDevices({ devices }: { devices: DriverDevices }) {
  if (devices.total === 0) return <p>No devices are recorded for this driver yet.</p>;
  return (
    <>
      <p>{declarationText(devices)}</p>
      {devices.files.length > 0 && (
        <ul className="driver-page__inf-files">
          {devices.files.map((file) => (
            <li key={file.file}>
              <strong>{file.file}</strong>: version {file.driverVersion}, dated <time dateTime={file.driverDate}>{dayText(file.driverDate)}</time>,{' '}
              <InfOrigin file={file} />
            </li>
          ))}
        </ul>
      )}
      <details className="driver-page__devices">
        <summary>{listSummary(devices)}</summary>
        <ul>
          {devices.devices.map(({ hardwareId, name }) => (
            <li key={hardwareId}>
              {name && <span className="driver-page__device-name">{name}</span>}
              <code>{hardwareId}</code>
            </li>
          ))}
        </ul>
      </details>
    </>
  );
}
