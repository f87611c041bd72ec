import { InfoCircleOutlined } from '@ant-design/icons';
import { isPlainClick } from '@driveratlas/platform';
import { Button } from 'antd';
import { Link } from 'react-router-dom';
import type { PrinterModel } from '../../../api/types';
import { modelPath } from '../model-search';
import { ModelBadges } from './ModelBadges';
import { ModelDownloadButton } from './ModelDownloadButton';
import './brand-catalogue.css';

interface ModelCardProps {
  model: PrinterModel;
  slug: string;
  downloading: boolean;
  /** Download Driver's plain click, once the scripts run: opens the official page and records the download. */
  onDownload(model: PrinterModel): void;
  onDetails(model: PrinterModel): void;
}

/**
 * A model of a brand's catalogue: badges, name (to its own page), series, description, category, model number and
 * the two actions, both links: Download Driver to the counting redirect to the model's official page (in a new tab),
 * Details to the model's page; with the scripts, a plain click on Details opens the details dialog in place, and on
 * Download Driver the official page itself, recording the download.
 */
export function ModelCard({ model, slug, downloading, onDownload, onDetails }: ModelCardProps) {
  // An id of the model's own, the same on the server and in the browser.
  const headingId = `model-${model.id}`;
  const page = modelPath(slug, model);
  return (
    <article className="brand-catalogue__card" aria-labelledby={headingId}>
      <ModelBadges brand={model.brand} />
      <h3 id={headingId}>
        <Link to={page}>{model.fullName}</Link>
      </h3>
      <p className="brand-catalogue__series">{model.series}</p>
      <p className="brand-catalogue__description">{model.description}</p>
      <dl className="brand-catalogue__card-facts">
        <div>
          <dt>Category</dt>
          <dd>{model.category}</dd>
        </div>
        <div>
          <dt>Model</dt>
          <dd>{model.modelNumber}</dd>
        </div>
      </dl>
      <div className="brand-catalogue__actions">
        <ModelDownloadButton model={model} downloading={downloading} onDownload={onDownload} aria-describedby={headingId} />
        <Button
          icon={<InfoCircleOutlined />}
          href={page}
          aria-describedby={headingId}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onDetails(model);
          }}
        >
          Details
        </Button>
      </div>
    </article>
  );
}
