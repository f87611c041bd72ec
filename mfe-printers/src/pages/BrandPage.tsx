import { usePlatform } from '@driveratlas/platform';
import { useParams } from 'react-router-dom';
import { BrandCatalogue, brandPage } from '../features/brand-catalogue';

/** `/printers/{brand}`: the HP, Canon, Epson and Brother pages; any other brand is not a page. */
export default function BrandPage() {
  const { NotFound } = usePlatform();
  const page = brandPage(useParams().brand);
  return page ? <BrandCatalogue key={page.slug} page={page} /> : <NotFound />;
}
