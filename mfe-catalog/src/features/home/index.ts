// The home page's sections, its featured-driver filters, and the lists it reads that other pages share.
import './components/home.css'; // the classes of the page that composes this feature
export { useCategories } from './api/categories';
export { useFeaturedDrivers } from './api/featured-drivers';
export { default as AdSlot } from './components/AdSlot';
export { default as CategoryCards } from './components/CategoryCards';
export { default as CategoryNav } from './components/CategoryNav';
export { default as FeaturedDrivers } from './components/FeaturedDrivers';
export { default as HardwareIdBox } from './components/HardwareIdBox';
export { default as HomeContact } from './components/HomeContact';
export { default as HomeHero } from './components/HomeHero';
export { default as PopularBrands } from './components/PopularBrands';
export { default as PrinterBrands } from './components/PrinterBrands';
export { default as QuickInstallGuide } from './components/QuickInstallGuide';
export { default as SidebarFilters } from './components/SidebarFilters';
export { ADDRESS_DEFAULTS, DEFAULT_FILTERS, readFilters, type FeaturedFilters } from './featured-filters';
export { categoryRoute } from './category-route';
