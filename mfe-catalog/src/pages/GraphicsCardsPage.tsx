import { isWindowsVersion } from '@driveratlas/driver-domain';
import { EmptyState, LoadError, PageTitle, useQueryParams } from '@driveratlas/platform';
import { categoryFeed, feedHead } from '../components/feeds';
import { Spin, Tag } from 'antd';
import { useMemo } from 'react';
import LinkButton from '../components/LinkButton';
import {
  CategoryAbout,
  DriverGrid,
  GRAPHICS_FEATURED_LIMIT,
  GraphicsOsFilter,
  GraphicsVendors,
  runsOn,
  useCategoryDrivers,
  type GraphicsOs,
} from '../features/category-pages';
import { useFeaturedDrivers } from '../features/home';

const CATEGORY = 'Graphics Cards';
const FILTERS = { os: '' };

/**
 * The graphics card drivers: the operating-system filter (in the address), the featured drivers while no filter is
 * chosen, then the other drivers, none shown twice.
 */
export default function GraphicsCardsPage() {
  const [values, , hrefFor] = useQueryParams(FILTERS);
  const os: GraphicsOs | null = isWindowsVersion(values.os) ? values.os : null;
  const { data, error, isLoading, mutate } = useCategoryDrivers(CATEGORY);
  const { data: featuredData } = useFeaturedDrivers();
  // The list is filtered by category again in the browser (spec 000, section 7).
  const drivers = useMemo(() => (data ?? []).filter((d) => d.category === CATEGORY), [data]);
  // Featured drivers show only while no filter is chosen: a filter then applies to every driver on the page.
  const featured = useMemo(() => (os ? [] : (featuredData ?? []).filter((d) => d.category === CATEGORY).slice(0, GRAPHICS_FEATURED_LIMIT)), [featuredData, os]);
  const shown = useMemo(() => {
    const featuredIds = new Set(featured.map((d) => d.id));
    return drivers.filter((d) => !featuredIds.has(d.id) && (!os || runsOn(d, os)));
  }, [drivers, featured, os]);
  const listHeading = os ? `Graphics Drivers for ${os}` : featured.length ? 'More Graphics Drivers' : 'All Graphics Drivers';

  return (
    <div className="category-pages">
      <PageTitle
        title="Graphics Card Drivers"
        description="NVIDIA GeForce, AMD Radeon and Intel Arc graphics card drivers for Windows 11, 10, 8.1 and 7, with links to the official manufacturer downloads."
        head={feedHead(categoryFeed(CATEGORY))}
      >
        <CategoryAbout category={CATEGORY} />
        <p className="category-pages__badge-line">
          {data && (
            <Tag color="blue" className="category-pages__badge">
              {drivers.length} Graphics Drivers Available
            </Tag>
          )}
        </p>
      </PageTitle>
      {isLoading ? (
        <div role="status" className="category-pages__loading">
          <Spin size="large" />
          <p>Loading graphics card drivers...</p>
        </div>
      ) : error ? (
        <LoadError what="drivers" onRetry={() => void mutate()} />
      ) : (
        <>
          <GraphicsOsFilter drivers={drivers} selected={os} hrefFor={(next) => hrefFor({ os: next ?? '' })} />
          {featured.length > 0 && (
            <section className="category-pages__section" aria-labelledby="category-pages-featured">
              <h2 id="category-pages-featured">Featured Graphics Drivers</h2>
              <DriverGrid drivers={featured} />
            </section>
          )}
          <section className="category-pages__section" aria-labelledby="category-pages-drivers">
            <h2 id="category-pages-drivers">{listHeading}</h2>
            <p role="status" className="category-pages__count">
              {os ? `${shown.length} driver(s) for ${os}` : `${shown.length} driver(s)`}
            </p>
            {shown.length === 0 && featured.length === 0 ? (
              <EmptyState heading="No Graphics Drivers Found" text="We could not find a graphics driver for this choice. Tell us which one you need.">
                <LinkButton type="primary" to="/contact">
                  Request Graphics Driver
                </LinkButton>
              </EmptyState>
            ) : (
              <DriverGrid drivers={shown} />
            )}
          </section>
        </>
      )}
      <GraphicsVendors />
    </div>
  );
}
