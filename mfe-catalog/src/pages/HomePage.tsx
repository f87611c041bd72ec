import { useState } from 'react';
import AdSlot from '../features/home/AdSlot';
import CategoryCards from '../features/home/CategoryCards';
import CategoryNav from '../features/home/CategoryNav';
import FeaturedDrivers from '../features/home/FeaturedDrivers';
import { DEFAULT_FILTERS } from '../features/home/featured-filters';
import HomeContact from '../features/home/HomeContact';
import HomeHero from '../features/home/HomeHero';
import PopularBrands from '../features/home/PopularBrands';
import PrinterBrands from '../features/home/PrinterBrands';
import QuickInstallGuide from '../features/home/QuickInstallGuide';
import SidebarFilters from '../features/home/SidebarFilters';
import '../features/home/home.css';

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
