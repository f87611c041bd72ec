import { PageTitle } from '@driveratlas/platform';
import { Button } from 'antd';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePrinterBrands } from '../api/printer-brands';
import { usePrinterDrivers } from '../api/printer-drivers';
import { brandFilterOptions, chosenBrand, driversOfBrand, driverStats, formatCount, formatRating } from '../brand-filter';
import { DEFAULT_SORT, parseSort, sortDrivers, type DriverSort } from '../driver-sort';
import { BRAND_CARD_SKELETONS, DRIVER_LIST_SKELETONS } from '../limits';
import { ALL_BRANDS_DESCRIPTION, ALL_BRANDS_TITLE } from '../page-meta';
import { ActiveBrandBadge } from './ActiveBrandBadge';
import { BrandCards } from './BrandCards';
import { BrandFilter } from './BrandFilter';
import { BrandStats } from './BrandStats';
import { CardSkeletons, EmptyState, LoadError } from '../../../components/ListStates';
import { PrinterDriverList } from './PrinterDriverList';
import { SortSelect } from './SortSelect';
import './all-brands.css';

const summaryText = (count: number, downloads: number, rating: number | null) =>
  [
    `${formatCount(count)} ${count === 1 ? 'driver' : 'drivers'}`,
    `${formatCount(downloads)} total downloads`,
    ...(rating === null ? [] : [`average rating ${formatRating(rating)} / 5`]),
  ].join(', ');

/**
 * The all-brands printers page (spec 000 section 2): brand cards, the brand filter and the sort, the chosen
 * brand's figures and the printer drivers. Brand and sort live in the address (`?brand=&sort=`), so back,
 * forward, reload and a shared link keep them.
 */
export function AllBrandsCatalogue() {
  const [params, setParams] = useSearchParams();
  const brands = usePrinterBrands();
  const drivers = usePrinterDrivers();
  const allBrandsButton = useRef<HTMLButtonElement>(null);
  const driversSection = useRef<HTMLElement>(null);

  // The filter buttons wait for both lists, so they appear once, in the brands call's order.
  const options = useMemo(
    () => (drivers.data && (brands.data || brands.error) ? brandFilterOptions(brands.data ?? [], drivers.data) : undefined),
    [brands.data, brands.error, drivers.data],
  );
  const brand = chosenBrand(params.get('brand'), options ?? []);
  const sort = parseSort(params.get('sort'));
  const shown = useMemo(() => sortDrivers(driversOfBrand(drivers.data ?? [], brand), sort), [drivers.data, brand, sort]);
  const stats = driverStats(shown);

  const setFilters = (next: { brand?: string | null; sort?: DriverSort }) => {
    const merged = { brand, sort, ...next };
    const query = new URLSearchParams();
    if (merged.brand) query.set('brand', merged.brand);
    if (merged.sort !== DEFAULT_SORT) query.set('sort', merged.sort);
    setParams(query);
  };
  /** The x badge and the View All buttons vanish with the filter, so the focus moves to All Brands. */
  const viewAll = () => {
    setFilters({ brand: null });
    requestAnimationFrame(() => allBrandsButton.current?.focus());
  };
  /** A brand card sets the filter and brings its drivers into view (they are below the cards). */
  const chooseFromCard = (name: string) => {
    setFilters({ brand: name });
    driversSection.current?.scrollIntoView?.({ block: 'start' });
  };

  return (
    <div className="all-brands">
      <PageTitle title={ALL_BRANDS_TITLE} description={ALL_BRANDS_DESCRIPTION}>
        <p className="all-brands__intro">
          Drivers for HP, Canon, Epson, Brother and other printers. Open a brand’s page to find your model, or filter the printer drivers below by brand.
        </p>
      </PageTitle>

      <section className="all-brands__section" aria-labelledby="all-brands-brands">
        <h2 id="all-brands-brands">Printer Brands</h2>
        {brands.isLoading ? (
          <CardSkeletons
            gridClassName="all-brands__grid all-brands__grid--brand"
            cardClassName="all-brands__skeleton all-brands__skeleton--brand"
            rows={1}
            count={BRAND_CARD_SKELETONS}
            label="Loading printer brands..."
          />
        ) : brands.error && !brands.data ? (
          <LoadError what="printer brands" onRetry={() => void brands.mutate()} />
        ) : (
          <BrandCards brands={brands.data ?? []} brand={brand} onChoose={chooseFromCard} />
        )}
      </section>

      <section ref={driversSection} className="all-brands__section all-brands__drivers" aria-labelledby="all-brands-drivers">
        <h2 id="all-brands-drivers">Browse Printer Drivers</h2>
        {!(drivers.error && !drivers.data) && (
          <div className="all-brands__panel">
            <BrandFilter
              options={options}
              total={drivers.data?.length ?? 0}
              brand={brand}
              onChoose={(b) => setFilters({ brand: b })}
              allBrandsRef={allBrandsButton}
            />
            <div className="all-brands__panel-row">
              <SortSelect sort={sort} onChange={(s) => setFilters({ sort: s })} />
              {brand && <ActiveBrandBadge brand={brand} onClear={viewAll} />}
            </div>
          </div>
        )}
        {brand && stats.count > 0 && <BrandStats brand={brand} stats={stats} onViewAll={viewAll} />}
        <p role="status" className="all-brands__summary">
          {drivers.data && !drivers.isLoading ? summaryText(stats.count, stats.totalDownloads, stats.averageRating) : ''}
        </p>
        {drivers.isLoading ? (
          <CardSkeletons
            gridClassName="all-brands__grid all-brands__grid--driver"
            cardClassName="all-brands__skeleton all-brands__skeleton--driver"
            count={DRIVER_LIST_SKELETONS}
            label="Loading printer drivers..."
          />
        ) : drivers.error && !drivers.data ? (
          <LoadError what="printer drivers" onRetry={() => void drivers.mutate()} />
        ) : shown.length === 0 && brand ? (
          <EmptyState
            heading={`No drivers found for ${brand}`}
            text={`There are no ${brand} printer drivers in the catalogue yet. Check back later, or browse the drivers of every brand.`}
          >
            <Button type="primary" onClick={viewAll}>
              View All Brands
            </Button>
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState heading="No drivers found" text="There are no printer drivers in the catalogue yet. Check back later for updates." />
        ) : (
          <PrinterDriverList drivers={shown} />
        )}
      </section>
    </div>
  );
}
