import { ArrowLeftOutlined, ExportOutlined } from '@ant-design/icons';
import { LoadError, PageTitle, Redirect, usePlatform } from '@driveratlas/platform';
import { Link } from 'react-router-dom';
import { useBrandModels } from '../api/printer-models';
import type { BrandPage } from '../brands';
import { findModel, modelPath } from '../model-search';
import { useModelDownload } from '../use-model-download';
import { AdditionalDrivers } from './AdditionalDrivers';
import { CardSkeletons } from '../../../components/ListStates';
import { ModelBadges } from './ModelBadges';
import { ModelDownloadButton } from './ModelDownloadButton';
import { ModelFacts } from './ModelFacts';
import './brand-catalogue.css';

/** A model's own page, `/printers/{brand}/{modelNumber}`: its details, its official page and the brand's additional drivers. */
export function ModelProfile({ page, modelNumber }: { page: BrandPage; modelNumber: string }) {
  const { NotFound } = usePlatform();
  const { data, error, isLoading, mutate } = useBrandModels(page.brand);
  const { pending, download } = useModelDownload();
  const back = (
    <Link to={`/printers/${page.slug}`} className="brand-catalogue__back">
      <ArrowLeftOutlined /> All {page.brand} printers
    </Link>
  );

  if (isLoading)
    return (
      <CardSkeletons
        gridClassName="card-grid card-grid--fill brand-catalogue__grid"
        cardClassName="brand-catalogue__skeleton"
        count={1}
        label={`Loading the ${page.brand} ${modelNumber}...`}
      />
    );
  if (error || !data) return <LoadError what={`${page.brand} printers`} onRetry={() => void mutate()} />;
  const model = findModel(data, modelNumber);
  if (!model) return <NotFound />;
  // One address per model: `/printers/epson/et4760` is the ET-4760's page under its own number.
  if (model.modelNumber !== modelNumber) return <Redirect to={modelPath(page.slug, model)} />;

  return (
    <div className="brand-catalogue">
      {back}
      <PageTitle
        title={`${model.fullName} Driver`}
        description={`Windows 11 and 10 driver for the ${model.fullName} (${model.series}, ${model.category.toLowerCase()}): ${model.description}`}
        head={{
          kind: 'product',
          breadcrumbs: [
            { name: 'Home', path: '/' },
            { name: 'Printers', path: '/printers' },
            { name: page.title, path: `/printers/${page.slug}` },
            { name: model.fullName, path: modelPath(page.slug, model) },
          ],
          jsonLd: [
            {
              '@context': 'https://schema.org',
              '@type': 'Product',
              name: model.fullName,
              model: model.modelNumber,
              brand: { '@type': 'Brand', name: model.brand },
              category: `${model.category} printer`,
              description: model.description,
            },
          ],
        }}
      >
        <ModelBadges brand={model.brand} />
      </PageTitle>
      <section className="brand-catalogue__section panel brand-catalogue__profile" aria-labelledby="model-profile-details">
        <h2 id="model-profile-details">Driver details</h2>
        <ModelFacts model={model} />
        <div className="brand-catalogue__actions">
          <ModelDownloadButton model={model} size="large" downloading={pending === model.id} onDownload={(chosen) => void download(chosen)} />
          <a className="brand-catalogue__official" href={model.officialUrl} target="_blank" rel="noopener noreferrer">
            {model.brand} support page for the {model.modelNumber} <ExportOutlined />
          </a>
        </div>
      </section>
      <AdditionalDrivers brand={page.brand} />
    </div>
  );
}
