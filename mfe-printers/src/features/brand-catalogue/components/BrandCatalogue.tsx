import { ArrowLeftOutlined } from '@ant-design/icons';
import { PageTitle, useOnDemand } from '@driveratlas/platform';
import { Button, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { PrinterModel } from '../../../api/types';
import { useBrandModels } from '../api/printer-models';
import { ALL_TYPES, type BrandPage } from '../brands';
import { filterModels } from '../model-search';
import { useModelDownload } from '../use-model-download';
import { AdditionalDrivers } from './AdditionalDrivers';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ListStates';
import { ModelCard } from './ModelCard';
import { ModelFilters } from './ModelFilters';
import './brand-catalogue.css';

// The details dialog loads when a visitor first opens it.
const loadDetailsDialog = () => import('./ModelDetailsDialog');

/**
 * A brand page (spec 001 section 2.1): its catalogue of models with search, type filter and Popular
 * Models, the details dialog, Download Driver and the brand's additional drivers. The search and the
 * type live in the address (`?q=&type=`), so back, forward, reload and a shared link keep them.
 */
export function BrandCatalogue({ page }: { page: BrandPage }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const type = params.get('type') ?? ALL_TYPES;
  const { data, error, isLoading, mutate } = useBrandModels(page.brand);
  const models = useMemo(() => filterModels(data ?? [], search, type), [data, search, type]);
  const { pending, download } = useModelDownload();
  const [selected, setSelected] = useState<PrinterModel | null>(null);
  const [DetailsDialog, ensureDetailsDialog] = useOnDemand(loadDetailsDialog);

  /** Typing replaces the address; a type or a Popular Models button is a step back can return to. */
  const setFilters = (next: { q?: string; type?: string }, replace: boolean) => {
    const merged = { q: search, type, ...next };
    const query = new URLSearchParams();
    if (merged.q) query.set('q', merged.q);
    if (merged.type !== ALL_TYPES) query.set('type', merged.type);
    setParams(query, { replace });
  };
  const clearSearch = () => setFilters({ q: '', type: ALL_TYPES }, false);
  const showDetails = (model: PrinterModel) => void ensureDetailsDialog().then(() => setSelected(model));
  const downloadAndClose = (model: PrinterModel) => {
    void download(model);
    setSelected(null);
  };

  return (
    <div className="brand-catalogue">
      <PageTitle title={page.title} description={page.description}>
        <Tag color="blue" className="brand-catalogue__brand">
          {page.brand}
        </Tag>
        <p className="brand-catalogue__intro">{page.intro}</p>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/printers')}>
          Back to All Printers
        </Button>
      </PageTitle>
      {page.featureCards && (
        <ul className="brand-catalogue__feature-cards">
          {page.featureCards.map((card) => (
            <li key={card.title}>
              <h2>{card.title}</h2>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      )}
      <ModelFilters
        page={page}
        search={search}
        type={type}
        onSearchChange={(q) => setFilters({ q }, true)}
        onTypeChange={(t) => setFilters({ type: t }, false)}
        onPopularModel={(q) => setFilters({ q }, false)}
      />
      <section className="brand-catalogue__section" aria-labelledby="brand-catalogue-models">
        <h2 id="brand-catalogue-models">{page.brand} Printer Models</h2>
        <p role="status" className="brand-catalogue__count">
          {data && !isLoading ? `${models.length} printer(s) found` : ''}
        </p>
        {isLoading ? (
          <CardSkeletons
            gridClassName="brand-catalogue__grid"
            cardClassName="brand-catalogue__skeleton"
            count={6}
            label={`Loading ${page.brand} printers...`}
          />
        ) : error ? (
          <LoadError what={`${page.brand} printers`} onRetry={() => void mutate()} />
        ) : models.length === 0 ? (
          <EmptyState heading={`No ${page.brand} printers found`} text={page.emptyHint}>
            <Button type="primary" onClick={clearSearch}>
              Clear Search
            </Button>
          </EmptyState>
        ) : (
          <ul className="brand-catalogue__grid">
            {models.map((model) => (
              <li key={model.id}>
                <ModelCard model={model} slug={page.slug} downloading={pending === model.id} onDownload={download} onDetails={showDetails} />
              </li>
            ))}
          </ul>
        )}
      </section>
      <AdditionalDrivers brand={page.brand} />
      {DetailsDialog && (
        <DetailsDialog
          model={selected}
          slug={page.slug}
          downloading={selected !== null && pending === selected.id}
          onDownload={downloadAndClose}
          onClose={() => setSelected(null)}
        />
      )}
    </div>
  );
}
