export { BRAND_PAGES, brandPage, type BrandPage } from './brands';
export { BrandCatalogue } from './components/BrandCatalogue';
export { ModelProfile } from './components/ModelProfile';
