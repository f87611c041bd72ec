import { PageTitle } from '@driveratlas/platform';
import { Button, Spin, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  DriverGrid,
  EmptyState,
  GRAPHICS_FEATURED_LIMIT,
  GraphicsOsFilter,
  GraphicsVendors,
  LoadError,
  runsOn,
  useCategoryDrivers,
  type GraphicsOs,
} from '../features/category-pages';
import { useFeaturedDrivers } from '../features/home';

const CATEGORY = 'Graphics Cards';

export default function GraphicsCardsPage() {
  const navigate = useNavigate();
  const [os, setOs] = useState<GraphicsOs | null>(null);
  const { data, error, isLoading, mutate } = useCategoryDrivers(CATEGORY);
  const { data: featuredData } = useFeaturedDrivers();
  // The list is filtered by category again in the browser (spec 000, section 7).
  const drivers = useMemo(() => (data ?? []).filter((d) => d.category === CATEGORY), [data]);
  const featured = useMemo(() => (featuredData ?? []).filter((d) => d.category === CATEGORY).slice(0, GRAPHICS_FEATURED_LIMIT), [featuredData]);
  const shown = os ? drivers.filter((d) => runsOn(d, os)) : drivers;

  return (
    <div className="category-pages">
      <PageTitle
        title="Graphics Card Drivers"
        description="NVIDIA GeForce, AMD Radeon and Intel Arc graphics card drivers for Windows 11, 10, 8.1 and 7, with links to the official manufacturer downloads."
      >
        <p className="category-pages__intro">Find the driver for your NVIDIA, AMD or Intel graphics card and get it from the official manufacturer source.</p>
        {data && (
          <Tag color="blue" className="category-pages__badge">
            {drivers.length}+ Graphics Drivers Available
          </Tag>
        )}
      </PageTitle>
      {isLoading ? (
        <div role="status" className="category-pages__loading">
          <Spin size="large" />
          <p>Loading graphics card drivers...</p>
        </div>
      ) : error ? (
        <LoadError onRetry={() => void mutate()} />
      ) : (
        <>
          <GraphicsOsFilter drivers={drivers} selected={os} onChange={setOs} />
          {featured.length > 0 && (
            <section className="category-pages__section" aria-labelledby="category-pages-featured">
              <h2 id="category-pages-featured">Featured Graphics Drivers</h2>
              <DriverGrid drivers={featured} />
            </section>
          )}
          <section className="category-pages__section" aria-labelledby="category-pages-drivers">
            <h2 id="category-pages-drivers">All Graphics Drivers</h2>
            <p role="status" className="category-pages__count">
              {os ? `${shown.length} driver(s) for ${os}` : `${shown.length} driver(s)`}
            </p>
            {shown.length === 0 ? (
              <EmptyState heading="No Graphics Drivers Found" text="We could not find a graphics driver for this choice. Tell us which one you need.">
                <Button type="primary" onClick={() => navigate('/contact')}>
                  Request Graphics Driver
                </Button>
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
