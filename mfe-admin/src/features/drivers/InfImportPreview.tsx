import type { InfImport } from '../../api/types';
import { formatDay, formatNumber } from '../../components/format';

const ids = (n: number) => `${formatNumber(n)} ${n === 1 ? 'ID' : 'IDs'}`;

/** What an import changes in the driver's IDs, in a line: "3 IDs added, 27 removed, 5 kept". */
export const changeSummary = (change: InfImport) =>
  `${ids(change.added.length)} added, ${formatNumber(change.removed.length)} removed, ${formatNumber(change.kept)} kept`;

/** IDs added or removed: their count, and the list folded away (a long one scrolls, by keyboard too). */
function IdList({ what, list }: { what: 'added' | 'removed'; list: string[] }) {
  if (list.length === 0) return <p className="admin-import__none">No IDs {what}.</p>;
  return (
    <details className="admin-import__ids">
      <summary>
        {ids(list.length)} {what}
      </summary>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard user scrolls the long list too (axe: scrollable-region-focusable) */}
      <div className="admin-import__id-list" tabIndex={0} role="region" aria-label={`IDs ${what}`}>
        <ul>
          {list.map((id) => (
            <li key={id}>
              <code>{id}</code>
            </li>
          ))}
        </ul>
      </div>
    </details>
  );
}

/** The preview of an INF import: the version the files are recorded for, each file's DriverVer, class and provider, and the IDs added and removed. */
export function InfImportPreview({ preview }: { preview: InfImport }) {
  return (
    <section className="admin-import__preview" aria-labelledby="admin-inf-preview-title">
      <h3 id="admin-inf-preview-title">Preview</h3>
      <p>
        The files are recorded for version <strong>{preview.version}</strong> of {preview.name}, its current version, in place of any imported for it before.
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard user scrolls the wide table on a phone (axe: scrollable-region-focusable) */}
      <div className="admin-scroll" tabIndex={0} role="region" aria-label="The files previewed">
        <table className="admin-figures admin-import__files">
          <thead>
            <tr>
              <th scope="col">File</th>
              <th scope="col">DriverVer date</th>
              <th scope="col">DriverVer version</th>
              <th scope="col">Class</th>
              <th scope="col">Provider</th>
              <th scope="col">IDs</th>
            </tr>
          </thead>
          <tbody>
            {preview.files.map((file) => (
              <tr key={file.file}>
                <th scope="row">{file.file}</th>
                <td>{formatDay(file.driverDate)}</td>
                <td>{file.driverVersion}</td>
                <td>{file.class ?? '–'}</td>
                <td>{file.provider ?? '–'}</td>
                <td>{formatNumber(file.hardwareIds)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <IdList what="added" list={preview.added} />
      <IdList what="removed" list={preview.removed} />
      <p className="admin-import__none">{ids(preview.kept)} kept.</p>
    </section>
  );
}
