import { DownloadOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { PrinterModel } from '../../../api/types';
import { modelPath } from '../model-search';
import { ModelBadges } from './ModelBadges';
import './brand-catalogue.css';

interface ModelCardProps {
  model: PrinterModel;
  slug: string;
  downloading: boolean;
  onDownload(model: PrinterModel): void;
  onDetails(model: PrinterModel): void;
}

/** A model of a brand's catalogue: badges, name (to its own page), series, description, category, model number and the two actions. */
export function ModelCard({ model, slug, downloading, onDownload, onDetails }: ModelCardProps) {
  const headingId = useId();
  return (
    <article className="brand-catalogue__card" aria-labelledby={headingId}>
      <ModelBadges brand={model.brand} />
      <h3 id={headingId}>
        <Link to={modelPath(slug, model)}>{model.fullName}</Link>
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
        <Button type="primary" icon={<DownloadOutlined />} loading={downloading} aria-describedby={headingId} onClick={() => onDownload(model)}>
          Download Driver
        </Button>
        <Button icon={<InfoCircleOutlined />} aria-describedby={headingId} onClick={() => onDetails(model)}>
          Details
        </Button>
      </div>
    </article>
  );
}
