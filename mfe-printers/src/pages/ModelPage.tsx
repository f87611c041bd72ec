import { usePlatform } from '@driveratlas/platform';
import { useParams } from 'react-router-dom';
import { brandPage, ModelProfile } from '../features/brand-catalogue';

/** `/printers/{brand}/{modelNumber}`: a model's own page. */
export default function ModelPage() {
  const { NotFound } = usePlatform();
  const { brand, modelNumber = '' } = useParams();
  const page = brandPage(brand);
  return page ? <ModelProfile key={`${page.slug}/${modelNumber}`} page={page} modelNumber={modelNumber} /> : <NotFound />;
}
