import { ArrowLeftOutlined } from '@ant-design/icons';
import { EmptyState, LoadError, PageTitle, useOnDemand, useQueryParams } from '@driveratlas/platform';
import { Tag } from 'antd';
import { useMemo, useState } from 'react';
import type { PrinterModel } from '../../../api/types';
import { useBrandModels } from '../api/printer-models';
import { ALL_TYPES, brandPath, type BrandPage } from '../brands';
import { filterModels } from '../model-search';
import { useModelDownload } from '../use-model-download';
import { AdditionalDrivers } from './AdditionalDrivers';
import { ButtonLink } from '../../../components/links';
import { CardSkeletons } from '../../../components/ListStates';
import { ModelCard } from './ModelCard';
import { ModelFilters } from './ModelFilters';
import './brand-catalogue.css';

// The details dialog loads when a visitor first opens it.
const loadDetailsDialog = () => import('./ModelDetailsDialog');

/** The filters of the address, and their values when absent (a module constant, as useQueryParams asks). */
const FILTERS = { q: '', type: ALL_TYPES };

/**
 * A brand page (spec 001 section 2.1): its catalogue of models with search, type filter and Popular
 * Models, the details dialog, Download Driver and the brand's additional drivers. The search and the
 * type live in the address (`?q=&type=`), so back, forward, reload and a shared link keep them; the server
 * renders the page of the address, and every control works before and without the scripts (links and a GET form).
 */
export function BrandCatalogue({ page }: { page: BrandPage }) {
  const [{ q: search, type }, setFilters] = useQueryParams(FILTERS);
  const { data, error, isLoading, mutate } = useBrandModels(page.brand);
  const models = useMemo(() => filterModels(data ?? [], search, type), [data, search, type]);
  const { pending, download } = useModelDownload();
  const [selected, setSelected] = useState<PrinterModel | null>(null);
  const [DetailsDialog, ensureDetailsDialog] = useOnDemand(loadDetailsDialog);

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
        <ButtonLink icon={<ArrowLeftOutlined />} to="/printers">
          Back to All Printers
        </ButtonLink>
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
      {/* Typing replaces the address's entry; a type or a Popular Models link adds one, which Back returns to. */}
      <ModelFilters page={page} search={search} type={type} onSearchChange={(q) => setFilters({ q }, { replace: true })} />
      <section className="brand-catalogue__section" aria-labelledby="brand-catalogue-models">
        <h2 id="brand-catalogue-models">{page.brand} Printer Models</h2>
        <p role="status" className="brand-catalogue__count">
          {data && !isLoading ? `${models.length} printer(s) found` : ''}
        </p>
        {isLoading ? (
          <CardSkeletons
            gridClassName="card-grid card-grid--fill brand-catalogue__grid"
            cardClassName="brand-catalogue__skeleton"
            count={6}
            label={`Loading ${page.brand} printers...`}
          />
        ) : error ? (
          <LoadError what={`${page.brand} printers`} onRetry={() => void mutate()} />
        ) : models.length === 0 ? (
          <EmptyState heading={`No ${page.brand} printers found`} text={page.emptyHint}>
            <ButtonLink type="primary" to={brandPath(page.slug)}>
              Clear Search
            </ButtonLink>
          </EmptyState>
        ) : (
          <ul className="card-grid card-grid--fill brand-catalogue__grid">
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
