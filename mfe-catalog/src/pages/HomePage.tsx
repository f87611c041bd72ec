import { useState } from 'react';
import {
  AdSlot,
  CategoryCards,
  CategoryNav,
  DEFAULT_FILTERS,
  FeaturedDrivers,
  HomeContact,
  HomeHero,
  PopularBrands,
  PrinterBrands,
  QuickInstallGuide,
  SidebarFilters,
} from '../features/home';

const FILTERS_ID = 'home-filters';

export default function HomePage() {
  const [filters, setFilters] = useState(DEFAULT_FILTERS);
  const reset = () => setFilters(DEFAULT_FILTERS);
  return (
    <div className="home">
      <HomeHero />
      <div className="home__layout">
        <div className="home__main">
          <AdSlot size="banner" />
          <CategoryCards />
          <FeaturedDrivers filters={filters} filtersId={FILTERS_ID} onReset={reset} />
          <AdSlot size="responsive" />
          <PopularBrands />
          <PrinterBrands />
          <QuickInstallGuide />
          <HomeContact />
        </div>
        <div className="home__side">
          <CategoryNav />
          <SidebarFilters id={FILTERS_ID} filters={filters} onChange={setFilters} onReset={reset} />
          <AdSlot size="square" />
        </div>
      </div>
    </div>
  );
}
