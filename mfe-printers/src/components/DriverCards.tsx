import { usePlatform } from '@driveratlas/platform';
import type { Driver } from '../api/types';
import type { RemoteModuleProps } from '../remote-props';
import { CardSkeleton, type CardFrame } from './ListStates';

/** The drivers as the catalog remote's own driver cards (its exposed DriverCard), each a card's skeleton until its code arrives. */
export function DriverCards({ drivers, gridClassName, cardClassName, rows }: CardFrame & { drivers: readonly Driver[] }) {
  const { Remote } = usePlatform();
  const placeholder = <CardSkeleton className={cardClassName} rows={rows} />;
  return (
    <ul className={gridClassName}>
      {drivers.map((driver) => (
        <li key={driver.id}>
          <Remote
            remote="catalog"
            module="DriverCard"
            props={{ driver, headingLevel: 3 } satisfies RemoteModuleProps['catalog/DriverCard']}
            placeholder={placeholder}
          />
        </li>
      ))}
    </ul>
  );
}
