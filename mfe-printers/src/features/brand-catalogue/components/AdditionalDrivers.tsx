import { LoadError, usePlatform } from '@driveratlas/platform';
import { Skeleton } from 'antd';
import { useBrandDrivers } from '../api/brand-drivers';
import { ADDITIONAL_DRIVERS } from '../brands';
import { CardSkeletons } from '../../../components/ListStates';
import type { RemoteModuleProps } from '../../../remote-props';
import './brand-catalogue.css';

/** "Additional {Brand} Drivers": at most 5 of the brand's drivers on the server, each the catalog's driver card. */
export function AdditionalDrivers({ brand }: { brand: string }) {
  // One such section per page: an id of its own, the same on the server and in the browser.
  const headingId = 'additional-drivers';
  const { Remote } = usePlatform();
  const { data, error, isLoading, mutate } = useBrandDrivers(brand);
  const drivers = (data ?? []).slice(0, ADDITIONAL_DRIVERS);
  return (
    <section className="brand-catalogue__section" aria-labelledby={headingId}>
      <h2 id={headingId}>Additional {brand} Drivers</h2>
      {isLoading ? (
        <CardSkeletons
          gridClassName="card-grid card-grid--fill brand-catalogue__grid"
          cardClassName="brand-catalogue__skeleton"
          count={3}
          label={`Loading additional ${brand} drivers...`}
        />
      ) : error ? (
        <LoadError what={`${brand} drivers`} onRetry={() => void mutate()} />
      ) : drivers.length === 0 ? (
        <p>There are no other {brand} drivers in the catalogue right now.</p>
      ) : (
        <ul className="card-grid card-grid--fill brand-catalogue__grid">
          {drivers.map((driver) => (
            <li key={driver.id}>
              <Remote
                remote="catalog"
                module="DriverCard"
                props={{ driver, headingLevel: 3 } satisfies RemoteModuleProps['catalog/DriverCard']}
                placeholder={
                  <div className="brand-catalogue__skeleton" aria-hidden="true">
                    <Skeleton active title paragraph={{ rows: 6 }} />
                  </div>
                }
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
