import { Tag } from 'antd';
import type { DriverVersion } from '../../../api/types';
import { fileSizeText } from '../../driver-card';

/** The driver's versions, newest first, the current one marked Latest (a table, so it prints as one). */
export function VersionHistory({ versions }: { versions: DriverVersion[] }) {
  return (
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
              </th>
              <td>{version.releaseDate}</td>
              <td>{fileSizeText(version.fileSize)}</td>
              <td>{version.notes}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
