import { EmptyState, LoadError, PageTitle, useQueryParams } from '@driveratlas/platform';
import { categoryFeed, feedHead } from '../components/feeds';
import { useMemo } from 'react';
import LinkButton from '../components/LinkButton';
import {
  ALL_TYPES,
  CategoryAbout,
  DEVICE_PAGE_SKELETONS,
  DEVICE_PAGES,
  DeviceInfoCards,
  DeviceSearchPanel,
  DriverGrid,
  DriverSkeletons,
  matchesDeviceFilters,
  useCategoryDrivers,
  type DeviceCategory,
} from '../features/category-pages';

const FILTERS = { q: '', type: ALL_TYPES };

/**
 * The Network, Audio, USB Controllers, Input Devices and Cameras pages share one pattern. The search and the type
 * are in the address (`?q=&type=`), so a reload or a shared link keeps them; the category cards follow the list.
 */
export default function DeviceCategoryPage({ category, title }: { category: string; title: string }) {
  const page = DEVICE_PAGES[category as DeviceCategory];
  const { data, error, isLoading, mutate } = useCategoryDrivers(category);
  const [{ q: search, type: addressType }, setFilters, hrefFor] = useQueryParams(FILTERS);
  const type = page.types.includes(addressType) ? addressType : ALL_TYPES;
  // Typing replaces the address; a type or a popular model is a link, a step Back can return to.
  const setSearch = (q: string) => setFilters({ q }, { replace: true });
  const drivers = useMemo(
    () => (data ?? []).filter((driver) => matchesDeviceFilters(driver, search, type, page.typeMatchesCategory)),
    [data, search, type, page.typeMatchesCategory],
  );

  return (
    <div className="category-pages">
      <PageTitle title={title} description={page.description} head={feedHead(categoryFeed(category))}>
        <CategoryAbout category={category} />
      </PageTitle>
      <DeviceSearchPanel page={page} search={search} type={type} onSearchChange={setSearch} hrefFor={hrefFor} />
      <section className="category-pages__section" aria-labelledby="category-pages-drivers">
        <h2 id="category-pages-drivers">Available Drivers</h2>
        <p role="status" className="category-pages__count">
          {data && !isLoading ? `${drivers.length} ${page.resultNoun} found` : ''}
        </p>
        {isLoading ? (
          <DriverSkeletons count={DEVICE_PAGE_SKELETONS} />
        ) : error ? (
          <LoadError what="drivers" onRetry={() => void mutate()} />
        ) : drivers.length === 0 ? (
          <EmptyState heading={page.emptyHeading} text="Try another model name or type, or clear the search to see every driver.">
            <LinkButton type="primary" to={hrefFor({ q: '', type: ALL_TYPES })}>
              Clear Search
            </LinkButton>
          </EmptyState>
        ) : (
          <DriverGrid drivers={drivers} />
        )}
      </section>
      <DeviceInfoCards category={category} cards={page.infoCards} />
      <div className="category-pages__actions">
        <LinkButton to="/categories">Back to Categories</LinkButton>
      </div>
    </div>
  );
}
