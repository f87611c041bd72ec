// The all-brands printers page (/printers): brand cards, brand filter, sort, stats and the printer drivers.
export { AllBrandsCatalogue } from './components/AllBrandsCatalogue';
