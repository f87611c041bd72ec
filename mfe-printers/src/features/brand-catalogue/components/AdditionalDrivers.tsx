import { LoadError } from '@driveratlas/platform';
import { useBrandDrivers } from '../api/brand-drivers';
import { ADDITIONAL_DRIVERS } from '../brands';
import { DriverCards } from '../../../components/DriverCards';
import { CardSkeletons, type CardFrame } from '../../../components/ListStates';
import './brand-catalogue.css';

/** The drivers' cards in the page's grid, and their skeletons while the list loads. */
const DRIVER_CARDS: CardFrame = { gridClassName: 'card-grid card-grid--fill brand-catalogue__grid', cardClassName: 'brand-catalogue__skeleton' };

/** "Additional {Brand} Drivers": at most 5 of the brand's drivers on the server, each the catalog's driver card. */
export function AdditionalDrivers({ brand }: { brand: string }) {
  // One such section per page: an id of its own, the same on the server and in the browser.
  const headingId = 'additional-drivers';
  const { data, error, isLoading, mutate } = useBrandDrivers(brand);
  const drivers = (data ?? []).slice(0, ADDITIONAL_DRIVERS);
  return (
    <section className="brand-catalogue__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Additional {brand} Drivers</h2>
      {isLoading ? (
        <CardSkeletons {...DRIVER_CARDS} count={3} label={`Loading additional ${brand} drivers...`} />
      ) : error ? (
        <LoadError what={`${brand} drivers`} onRetry={() => void mutate()} />
      ) : drivers.length === 0 ? (
        <p>There are no other {brand} drivers in the catalogue right now.</p>
      ) : (
        <DriverCards {...DRIVER_CARDS} rows={6} drivers={drivers} />
      )}
    </section>
  );
}
