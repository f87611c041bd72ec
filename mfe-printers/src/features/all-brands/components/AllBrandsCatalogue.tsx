import { EmptyState, LoadError, PageTitle } from '@driveratlas/platform';
import { useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePrinterBrands } from '../api/printer-brands';
import { usePrinterDrivers } from '../api/printer-drivers';
import { brandFilterOptions, chosenBrand, driversOfBrand, driverStats, formatCount, formatRating } from '../brand-filter';
import { DRIVERS_SECTION_ID, parseSort, printersPath, sortDrivers } from '../driver-sort';
import { BRAND_CARD_SKELETONS, DRIVER_LIST_SKELETONS } from '../limits';
import { ALL_BRANDS_DESCRIPTION, ALL_BRANDS_TITLE } from '../page-meta';
import { ActiveBrandBadge } from './ActiveBrandBadge';
import { BrandCards } from './BrandCards';
import { BrandFilter } from './BrandFilter';
import { BrandStats } from './BrandStats';
import { ButtonLink } from '../../../components/links';
import { DriverCards } from '../../../components/DriverCards';
import { CardSkeletons, type CardFrame } from '../../../components/ListStates';
import { SortLinks } from './SortLinks';
import './all-brands.css';

/** The drivers' cards (the catalog's driver card) in a responsive grid, and their skeletons while the list loads. */
const DRIVER_CARDS: CardFrame = {
  gridClassName: 'card-grid card-grid--fill all-brands__grid--driver',
  cardClassName: 'all-brands__skeleton all-brands__skeleton--driver',
};

const summaryText = (count: number, downloads: number, rating: number | null) =>
  [
    `${formatCount(count)} ${count === 1 ? 'driver' : 'drivers'}`,
    `${formatCount(downloads)} total downloads`,
    ...(rating === null ? [] : [`average rating ${formatRating(rating)} / 5`]),
  ].join(', ');

/**
 * The all-brands printers page (spec 000 section 2): brand cards, the brand filter and the sort, the chosen
 * brand's figures and the printer drivers. Brand and sort live in the address (`?brand=&sort=`), so back,
 * forward, reload and a shared link keep them. Every filter is a link to its address, rendered by the server
 * from the address: it works from the first paint, before and without the scripts, which then follow the
 * same links without a reload.
 */
export function AllBrandsCatalogue() {
  const [params] = useSearchParams();
  const brands = usePrinterBrands();
  const drivers = usePrinterDrivers();
  const allBrandsLink = useRef<HTMLAnchorElement>(null);
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

  /** All brands, in the chosen order. */
  const allBrands = printersPath(null, sort);
  /** The x badge and the View All links vanish with the filter, so the focus moves to All Brands. */
  const focusAllBrands = () => requestAnimationFrame(() => allBrandsLink.current?.focus());
  /** A brand card's filter brings its drivers into view (they are below the cards), as its address's #drivers does on a reload. */
  const showDrivers = () => driversSection.current?.scrollIntoView?.({ block: 'start' });

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
            gridClassName="card-grid all-brands__grid--brand"
            cardClassName="all-brands__skeleton all-brands__skeleton--brand"
            rows={1}
            count={BRAND_CARD_SKELETONS}
            label="Loading printer brands..."
          />
        ) : brands.error && !brands.data ? (
          <LoadError what="printer brands" onRetry={() => void brands.mutate()} />
        ) : (
          <BrandCards brands={brands.data ?? []} brand={brand} sort={sort} onChosen={showDrivers} />
        )}
      </section>

      <section ref={driversSection} id={DRIVERS_SECTION_ID} className="all-brands__section all-brands__drivers" aria-labelledby="all-brands-drivers">
        <h2 id="all-brands-drivers">Browse Printer Drivers</h2>
        {!(drivers.error && !drivers.data) && (
          <div className="panel all-brands__panel">
            <BrandFilter options={options} total={drivers.data?.length ?? 0} brand={brand} sort={sort} allBrandsRef={allBrandsLink} />
            <div className="all-brands__panel-row">
              <SortLinks brand={brand} sort={sort} />
              {brand && <ActiveBrandBadge brand={brand} to={allBrands} onCleared={focusAllBrands} />}
            </div>
          </div>
        )}
        {brand && stats.count > 0 && <BrandStats brand={brand} stats={stats} viewAll={allBrands} onViewAll={focusAllBrands} />}
        <p role="status" className="all-brands__summary">
          {drivers.data && !drivers.isLoading ? summaryText(stats.count, stats.totalDownloads, stats.averageRating) : ''}
        </p>
        {drivers.isLoading ? (
          <CardSkeletons {...DRIVER_CARDS} count={DRIVER_LIST_SKELETONS} label="Loading printer drivers..." />
        ) : drivers.error && !drivers.data ? (
          <LoadError what="printer drivers" onRetry={() => void drivers.mutate()} />
        ) : shown.length === 0 && brand ? (
          <EmptyState
            heading={`No drivers found for ${brand}`}
            text={`There are no ${brand} printer drivers in the catalogue yet. Check back later, or browse the drivers of every brand.`}
          >
            <ButtonLink type="primary" to={allBrands} onFollowed={focusAllBrands}>
              View All Brands
            </ButtonLink>
          </EmptyState>
        ) : shown.length === 0 ? (
          <EmptyState heading="No drivers found" text="There are no printer drivers in the catalogue yet. Check back later for updates." />
        ) : (
          <DriverCards {...DRIVER_CARDS} drivers={shown} />
        )}
      </section>
    </div>
  );
}
