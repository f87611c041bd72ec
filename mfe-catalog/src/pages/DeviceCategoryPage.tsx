import { PageTitle } from '@driveratlas/platform';
import { Button } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  ALL_TYPES,
  DEVICE_PAGE_SKELETONS,
  DEVICE_PAGES,
  DeviceInfoCards,
  DeviceSearchPanel,
  DriverGrid,
  DriverSkeletons,
  EmptyState,
  LoadError,
  matchesDeviceFilters,
  useCategoryDrivers,
  type DeviceCategory,
} from '../features/category-pages';

/** The Network, Audio, USB Controllers, Input Devices and Cameras pages share one pattern. */
export default function DeviceCategoryPage({ category, title }: { category: string; title: string }) {
  const page = DEVICE_PAGES[category as DeviceCategory];
  const navigate = useNavigate();
  const { data, error, isLoading, mutate } = useCategoryDrivers(category);
  const [search, setSearch] = useState('');
  const [type, setType] = useState(ALL_TYPES);
  const drivers = useMemo(
    () => (data ?? []).filter((driver) => matchesDeviceFilters(driver, search, type, page.typeMatchesCategory)),
    [data, search, type, page.typeMatchesCategory],
  );
  const clearSearch = () => {
    setSearch('');
    setType(ALL_TYPES);
  };

  return (
    <div className="category-pages">
      <PageTitle title={title} description={page.description}>
        <p className="category-pages__intro">{page.intro}</p>
      </PageTitle>
      <DeviceSearchPanel page={page} search={search} type={type} onSearchChange={setSearch} onTypeChange={setType} />
      <DeviceInfoCards category={category} cards={page.infoCards} />
      <section className="category-pages__section" aria-labelledby="category-pages-drivers">
        <h2 id="category-pages-drivers">Available Drivers</h2>
        <p role="status" className="category-pages__count">
          {data && !isLoading ? `${drivers.length} ${page.resultNoun} found` : ''}
        </p>
        {isLoading ? (
          <DriverSkeletons count={DEVICE_PAGE_SKELETONS} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : drivers.length === 0 ? (
          <EmptyState heading={page.emptyHeading} text="Try another model name or type, or clear the search to see every driver.">
            <Button type="primary" onClick={clearSearch}>
              Clear Search
            </Button>
          </EmptyState>
        ) : (
          <DriverGrid drivers={drivers} />
        )}
      </section>
      <div className="category-pages__actions">
        <Button onClick={() => navigate('/')}>Back to Categories</Button>
      </div>
    </div>
  );
}
