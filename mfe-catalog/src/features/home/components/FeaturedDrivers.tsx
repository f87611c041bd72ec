import { isPlainClick, LoadError } from '@driveratlas/platform';
import { useMemo } from 'react';
import type { Driver } from '../../../api/types';
import LinkButton from '../../../components/LinkButton';
import { DriverCard } from '../../driver-card';
import { useFeaturedDrivers } from '../api/featured-drivers';
import CardSkeletons from './CardSkeletons';
import { describeFilters, isDefaultFilters, matchesFilters, type FeaturedFilters } from '../featured-filters';
import { HOME_FEATURED_LIMIT } from '../limits';
import './home.css';

interface FeaturedDriversProps {
  filters: FeaturedFilters;
  /** The id of the filters panel, which Change filters leads to. */
  filtersId: string;
  /** Opens and focuses the filters panel. */
  onChangeFilters: () => void;
}

/** The filters choose among all featured drivers; the limit applies to what is shown. */
const pick = (drivers: Driver[] | undefined, filters: FeaturedFilters): Driver[] =>
  (drivers ?? []).filter((d) => matchesFilters(d, filters)).slice(0, HOME_FEATURED_LIMIT);

/** The first 8 featured drivers that pass the sidebar filters, in the API's order. */
export default function FeaturedDrivers({ filters, filtersId, onChangeFilters }: FeaturedDriversProps) {
  // Home asks for the 8 it shows; only when the filters leave out some of them does it ask for every featured driver.
  const first = useFeaturedDrivers(HOME_FEATURED_LIMIT);
  const firstShown = useMemo(() => pick(first.data, filters), [first.data, filters]);
  const needsAll = first.data?.length === HOME_FEATURED_LIMIT && firstShown.length < HOME_FEATURED_LIMIT;
  const all = useFeaturedDrivers(undefined, needsAll);
  // Until every featured driver has come, the list shows loading: those of the first 8 that pass are not the answer.
  const { data, error, isLoading, isValidating, mutate } = needsAll ? all : first;
  const shown = useMemo(() => (needsAll ? pick(data, filters) : firstShown), [needsAll, data, firstShown, filters]);
  return (
    <section className="home__section" aria-labelledby="home-featured">
      <h2 id="home-featured">Featured Drivers</h2>
      {isLoading ? (
        <CardSkeletons count={HOME_FEATURED_LIMIT} label="Loading featured drivers..." gridClassName="card-grid card-grid--fill home__driver-grid" rows={4} />
      ) : error && !data ? (
        <LoadError what="featured drivers" retrying={isValidating} onRetry={() => void mutate()} />
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
            <a
              href={`#${filtersId}`}
              className="home__link-button"
              onClick={(event) => {
                if (!isPlainClick(event)) return;
                event.preventDefault();
                onChangeFilters();
              }}
            >
              Change filters
            </a>
          </div>
          {shown.length === 0 ? (
            <div className="home__empty">
              <h3>No featured drivers match these filters</h3>
              <p>Choose another operating system, architecture or manufacturer{isDefaultFilters(filters) ? '.' : ', or go back to the default filters.'}</p>
              {!isDefaultFilters(filters) && <LinkButton to="/">Reset filters</LinkButton>}
            </div>
          ) : (
            <ul className="card-grid card-grid--fill home__driver-grid">
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
