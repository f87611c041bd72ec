import { supportEndedText, withdrawnText } from '@driveratlas/driver-domain';
import { VisuallyHidden } from '@driveratlas/platform';
import { Button } from 'antd';
import { useId } from 'react';
import LinkButton from '../../../components/LinkButton';
import MakerNotice from '../../../components/MakerNotice';
import { downloadFilePath } from '../../driver-card';
import type { ReportedDevice } from '../api/device-report';
import { databaseName, declaredByText, deviceName, driverAge, lastVersionText, MATCHED_BY_TEXT } from '../report-format';
import './my-pc.css';

const dateText = (date: string) =>
  new Date(`${date.slice(0, 10)}T00:00:00Z`).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

function InstalledDriver({ device }: { device: ReportedDevice }) {
  const { installed, installedAs } = device;
  if (!installed) return <>No driver installed</>;
  const age = installed.date ? driverAge(installed.date) : null;
  return (
    <>
      {[installed.provider, installed.version].filter(Boolean).join(' ') || 'A driver'}
      {installedAs && <> (published as {installedAs})</>}
      {installed.date && (
        <span className="my-pc-device__when">
          {' '}
          · <time dateTime={installed.date.slice(0, 10)}>{dateText(installed.date)}</time>
          {age && `, ${age}`}
        </span>
      )}
    </>
  );
}

/** One device of the report: its names and first hardware ID, its installed driver and the catalogue's, and where to get it. */
export default function ReportedDeviceItem({ device }: { device: ReportedDevice }) {
  const headingId = useId();
  const { match, manufacturer } = device;
  const urgent = device.verdict === 'update-available' || device.verdict === 'no-driver';
  const alsoKnownAs = databaseName(device);
  return (
    <li className="my-pc-device" aria-labelledby={headingId}>
      <div className="my-pc-device__about">
        <h4 id={headingId} className="my-pc-device__name">
          {deviceName(device)}
        </h4>
        {alsoKnownAs && <p className="my-pc-device__also">{alsoKnownAs}</p>}
        <p className="my-pc-device__meta">
          {device.category ?? 'Other device'}
          {device.hardwareIds[0] && (
            <>
              {' · '}
              <code>{device.hardwareIds[0]}</code>
            </>
          )}
        </p>
      </div>
      <dl className="my-pc-device__drivers">
        <dt>Installed</dt>
        <dd>
          <InstalledDriver device={device} />
        </dd>
        <dt>In the catalogue</dt>
        <dd>
          {match ? (
            <>
              {match.driver.name} {match.driver.version}
              <span className="my-pc-device__when">
                {' '}
                · released {match.driver.releaseDate} · {MATCHED_BY_TEXT[match.matchedBy]}
              </span>
              {match.declaredBy && <span className="my-pc-device__declared">{declaredByText(match.declaredBy)}</span>}
              {match.lastVersionSupporting && <strong className="my-pc-device__last-version">{lastVersionText(match.lastVersionSupporting)}</strong>}
              {match.driver.supportEnded && <strong className="my-pc-device__last-version">{supportEndedText(match.driver)}</strong>}
            </>
          ) : (
            'No driver in the catalogue lists this device'
          )}
        </dd>
      </dl>
      {device.withdrawn && match && (
        <p className="my-pc-device__withdrawn">
          {withdrawnText(match.driver.manufacturer, device.withdrawn)}
          <MakerNotice manufacturer={match.driver.manufacturer} link={device.withdrawn.link} />
        </p>
      )}
      <div className="my-pc-device__actions">
        {match && (
          <>
            <Button
              type={urgent ? 'primary' : 'default'}
              href={downloadFilePath(match.driver.id)}
              target="_blank"
              rel="nofollow noopener"
              aria-describedby={headingId}
            >
              Get Driver
            </Button>
            <LinkButton to={match.driver.path} aria-describedby={headingId}>
              Driver page
            </LinkButton>
          </>
        )}
        {!match && manufacturer && (
          <a href={manufacturer.supportUrl} target="_blank" rel="noopener noreferrer">
            {manufacturer.name} support page
            <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        )}
      </div>
    </li>
  );
}
