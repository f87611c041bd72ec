import { useQueryParams } from '@driveratlas/platform';
import { useState } from 'react';
import {
  ADDRESS_DEFAULTS,
  AdSlot,
  CategoryCards,
  CategoryNav,
  FeaturedDrivers,
  HardwareIdBox,
  HomeContact,
  HomeHero,
  PopularBrands,
  PrinterBrands,
  QuickInstallGuide,
  readFilters,
  SidebarFilters,
  type FeaturedFilters,
} from '../features/home';

const FILTERS_ID = 'home-filters';

export default function HomePage() {
  // The featured drivers' filters live in the address, so a reload or a shared link keeps them.
  const [values, setValues] = useQueryParams(ADDRESS_DEFAULTS);
  const filters = readFilters(values);
  const setFilters = (next: FeaturedFilters) => setValues({ ...next }, { replace: true });
  const [filtersExpanded, setFiltersExpanded] = useState(false);
  const changeFilters = () => {
    setFiltersExpanded(true);
    document.getElementById(FILTERS_ID)?.focus();
  };
  return (
    <div className="home">
      <HomeHero />
      <div className="home__layout">
        <div className="home__main">
          <AdSlot size="banner" />
          <CategoryCards />
          <FeaturedDrivers filters={filters} filtersId={FILTERS_ID} onChangeFilters={changeFilters} />
          <HardwareIdBox />
          <AdSlot size="responsive" />
          <PopularBrands />
          <PrinterBrands />
          <QuickInstallGuide />
          <HomeContact />
        </div>
        <div className="home__side">
          <CategoryNav />
          <SidebarFilters id={FILTERS_ID} filters={filters} onChange={setFilters} expanded={filtersExpanded} onExpandedChange={setFiltersExpanded} />
          <AdSlot size="square" />
        </div>
      </div>
    </div>
  );
}
