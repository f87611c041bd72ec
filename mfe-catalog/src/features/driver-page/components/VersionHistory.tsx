import { withdrawnText } from '@driveratlas/driver-domain';
import { Tag } from 'antd';
import type { DriverVersion } from '../../../api/types';
import MakerNotice from '../../../components/MakerNotice';
import { fileSizeText } from '../../driver-card';

/** The newest version its maker did not withdraw, of a history newest first. */
const lastGood = (versions: DriverVersion[]) => versions.find((version) => !version.withdrawn)?.version ?? null;

/**
 * The driver's versions, newest first, the current one marked Latest (a table, so it prints as one); a version its
 * maker withdrew says so with the maker's reason and notice, and when it is the current one, the section opens with it.
 */
export function VersionHistory({ versions, manufacturer }: { versions: DriverVersion[]; manufacturer: string }) {
  const [current] = versions;
  return (
    <>
      {current?.withdrawn && (
        <p className="driver-page__withdrawn">
          {withdrawnText(manufacturer, { version: current.version, reason: current.withdrawn.reason, lastGoodVersion: lastGood(versions) })}
          <MakerNotice manufacturer={manufacturer} link={current.withdrawn.link} />
        </p>
      )}
      <div className="driver-page__table-wrap">
        <table className="driver-page__versions">
          <caption className="visually-hidden">Versions of this driver, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Version</th>
              <th scope="col">Release date</th>
              <th scope="col">Size</th>
              <th scope="col">Notes</th>
            </tr>
          </thead>
          <tbody>
            {versions.map((version, index) => (
              <tr key={`${version.version}-${index}`}>
                <th scope="row">
                  {version.version}
                  {version.latest && <Tag className="driver-page__latest-tag">Latest</Tag>}
                  {version.withdrawn && <Tag className="driver-page__withdrawn-tag">Withdrawn</Tag>}
                </th>
                <td>{version.releaseDate}</td>
                <td>{fileSizeText(version.fileSize)}</td>
                <td>
                  {version.withdrawn && (
                    <p className="driver-page__withdrawn-note">
                      Withdrawn by {manufacturer}: {version.withdrawn.reason}
                      <MakerNotice manufacturer={manufacturer} link={version.withdrawn.link} />
                    </p>
                  )}
                  {version.notes}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
