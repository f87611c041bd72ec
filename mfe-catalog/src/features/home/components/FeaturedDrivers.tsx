import { Button } from 'antd';
import { useMemo } from 'react';
import { DriverCard } from '../../driver-card';
import { useFeaturedDrivers } from '../api/featured-drivers';
import CardSkeletons from './CardSkeletons';
import { describeFilters, isDefaultFilters, matchesFilters, type FeaturedFilters } from '../featured-filters';
import { HOME_FEATURED_LIMIT } from '../limits';
import ListError from './ListError';
import './home.css';

interface FeaturedDriversProps {
  filters: FeaturedFilters;
  /** Opens and focuses the filters panel. */
  onChangeFilters: () => void;
  onReset: () => void;
}

/** The first 8 featured drivers that pass the sidebar filters, in the API's order. */
export default function FeaturedDrivers({ filters, onChangeFilters, onReset }: FeaturedDriversProps) {
  const { data, error, isLoading, isValidating, mutate } = useFeaturedDrivers();
  // The filters choose among all featured drivers; the limit applies to what is shown.
  const shown = useMemo(() => (data ?? []).filter((d) => matchesFilters(d, filters)).slice(0, HOME_FEATURED_LIMIT), [data, filters]);
  return (
    <section className="home__section" aria-labelledby="home-featured">
      <h2 id="home-featured">Featured Drivers</h2>
      {isLoading ? (
        <CardSkeletons count={HOME_FEATURED_LIMIT} label="Loading featured drivers..." gridClassName="home__driver-grid" rows={4} />
      ) : error && !data ? (
        <ListError what="featured drivers" retrying={isValidating} onRetry={() => void mutate()} />
      ) : !data?.length ? (
        <div className="home__empty">
          <h3>No featured drivers yet</h3>
          <p>Search the full catalogue or browse a category above.</p>
        </div>
      ) : (
        <>
          <div className="home__filter-summary">
            <p role="status">
              Showing {shown.length} featured {shown.length === 1 ? 'driver' : 'drivers'} for {describeFilters(filters)}.
            </p>
            <button type="button" className="home__link-button" onClick={onChangeFilters}>
              Change filters
            </button>
          </div>
          {shown.length === 0 ? (
            <div className="home__empty">
              <h3>No featured drivers match these filters</h3>
              <p>Choose another operating system, architecture or manufacturer{isDefaultFilters(filters) ? '.' : ', or go back to the default filters.'}</p>
              {!isDefaultFilters(filters) && <Button onClick={onReset}>Reset filters</Button>}
            </div>
          ) : (
            <ul className="home__driver-grid">
              {shown.map((driver) => (
                <li key={driver.id}>
                  <DriverCard driver={driver} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
