import { useNotify } from '@driveratlas/platform';
import { Modal } from 'antd';
import { useState } from 'react';
import type { CatalogImport, CatalogImportItem } from '../../api/types';
import { formatNumber } from '../../components/format';
import { FilesField } from '../../components/FilesField';
import { importButtons } from '../../components/import-buttons';
import { useFileImport } from '../../components/use-file-import';
import { useCatalogImport, type CatalogFormat } from './api';

/** The catalogs the operator imports: what each maker publishes, and the files the input takes. */
const CATALOGS: Array<{ format: CatalogFormat; label: string; files: string; accept: string; multiple: boolean }> = [
  {
    format: 'dell',
    label: "Dell's driver catalog",
    files: 'a Dell catalog of up to 16 MB (the whole CatalogPC.xml goes through npm run import)',
    accept: '.xml',
    multiple: false,
  },
  { format: 'lenovo', label: "Lenovo's package descriptors", files: 'one or more descriptors (n3ywl25w_2_.xml)', accept: '.xml', multiple: true },
  { format: 'hp', label: "HP's SoftPaq files", files: 'one or more SoftPaq CVA files (sp151033.cva)', accept: '.cva', multiple: true },
];

/** Each action in the dialog's words, with how many packages took it. */
const COUNTED: Array<[keyof CatalogImport['counts'], (n: number) => string]> = [
  ['added', (n) => `${n === 1 ? 'driver' : 'drivers'} added`],
  ['newVersion', (n) => `new ${n === 1 ? 'version' : 'versions'}`],
  ['devicesAdded', () => 'with devices added'],
  ['unchanged', () => 'unchanged'],
  ['older', () => "older than the catalogue's"],
  ['notOffered', () => 'not offered'],
  ['refused', () => 'left out'],
];

/** What an import does, in a line: "4 packages: 2 drivers added, 2 not offered". */
export const importSummary = ({ packages, counts }: CatalogImport) =>
  `${formatNumber(packages)} ${packages === 1 ? 'package' : 'packages'}: ${
    COUNTED.filter(([action]) => counts[action])
      .map(([action, words]) => `${formatNumber(counts[action])} ${words(counts[action])}`)
      .join(', ') || 'nothing to import'
  }`;

/** What happens to one package, in words. */
function outcome(item: CatalogImportItem): string {
  switch (item.action) {
    case 'added':
      return 'Driver added';
    case 'newVersion':
      return `New version (was ${item.previousVersion})`;
    case 'devicesAdded':
      return 'Its devices added to the driver';
    case 'unchanged':
      return 'Unchanged: imported before';
    case 'older':
      return "Older than the catalogue's version";
    default:
      return item.reason ?? 'Left out';
  }
}

/** The preview: each package of the file and what the import does with it. */
function CatalogImportPreview({ preview }: { preview: CatalogImport }) {
  return (
    <section className="admin-import__preview" aria-labelledby="admin-catalog-preview-title">
      <h3 id="admin-catalog-preview-title">Preview</h3>
      {preview.itemsCut && <p>The first {formatNumber(preview.items.length)} packages are listed; the counts above cover them all.</p>}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a keyboard user scrolls the long table (axe: scrollable-region-focusable) */}
      <div className="admin-scroll admin-import__packages" tabIndex={0} role="region" aria-label="The packages previewed">
        <table className="admin-figures admin-import__files admin-import__package-list">
          <thead>
            <tr>
              <th scope="col">Package</th>
              <th scope="col">Name</th>
              <th scope="col">Version</th>
              <th scope="col">What the import does</th>
            </tr>
          </thead>
          <tbody>
            {preview.items.map((item) => (
              <tr key={`${item.packageId ?? ''}-${item.line}`}>
                <th scope="row">{item.packageId ?? `Line ${item.line}`}</th>
                <td>{item.name ?? '–'}</td>
                <td>{item.version ?? '–'}</td>
                <td>{outcome(item)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

interface CatalogImportDialogProps {
  open: boolean;
  onClose(): void;
}

/**
 * Import catalog: the operator chooses a maker's catalog and its files, previews what it does to the catalogue (the
 * drivers it adds, the new versions, the packages not offered and why), then imports it. A refusal shows the service's
 * message (naming the file and the line) beside the files, which stay chosen.
 */
export function CatalogImportDialog({ open, onClose }: CatalogImportDialogProps) {
  const [format, setFormat] = useState<CatalogFormat>('dell');
  const notify = useNotify();
  const catalog = CATALOGS.find((c) => c.format === format)!;
  const imports = useCatalogImport();
  const { input, preview, error, busy, choose, changed, showPreview, importFiles } = useFileImport({
    open,
    subject: format,
    noFiles: `Choose ${catalog.files}.`,
    preview: (files) => imports.preview(format, files),
    async apply(files) {
      const done = await imports.apply(format, files);
      notify({ title: 'Catalog imported', description: `${done.file}: ${importSummary(done)}.` });
      onClose();
    },
  });

  return (
    <Modal
      open={open}
      title="Import a maker's catalog"
      onCancel={onClose}
      width={860}
      footer={importButtons({ previewed: !!preview, busy, onCancel: onClose, onPreview: () => void showPreview(), onImport: () => void importFiles() })}
    >
      <p>
        The PC makers publish the drivers they ship as catalogs. Preview shows the drivers a catalog adds, the new versions and the packages the site does not
        offer; Import makes them the catalogue&apos;s. The same files again change nothing.
      </p>
      <fieldset className="admin-import__makers">
        <legend className="admin-filter__label">Catalog</legend>
        {CATALOGS.map((c) => (
          <label key={c.format}>
            <input
              type="radio"
              name="admin-catalog-format"
              value={c.format}
              checked={format === c.format}
              onChange={() => {
                changed();
                setFormat(c.format);
              }}
            />{' '}
            {c.label}
          </label>
        ))}
      </fieldset>
      <FilesField
        id="admin-catalog-files"
        label="Catalog files"
        hint={`${catalog.label}: ${catalog.files}.`}
        error={error}
        input={input}
        multiple={catalog.multiple}
        accept={catalog.accept}
        onChange={choose}
      />
      <p role="status" className="admin-import__status">
        {preview ? `Preview of ${preview.file}: ${importSummary(preview)}.` : ''}
      </p>
      {preview && <CatalogImportPreview preview={preview} />}
    </Modal>
  );
}
