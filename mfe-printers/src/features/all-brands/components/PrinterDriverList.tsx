import { usePlatform } from '@driveratlas/platform';
import { Skeleton } from 'antd';
import type { Driver } from '../../../api/types';
import type { RemoteModuleProps } from '../../../remote-props';
import './all-brands.css';

/** The catalog's driver card, of its size, until its code arrives. */
const CARD_PLACEHOLDER = (
  <div className="all-brands__skeleton all-brands__skeleton--driver" aria-hidden="true">
    <Skeleton active title paragraph={{ rows: 4 }} />
  </div>
);

/** The drivers as the catalog remote's own driver cards (its exposed DriverCard), in a responsive grid. */
export function PrinterDriverList({ drivers }: { drivers: readonly Driver[] }) {
  const { Remote } = usePlatform();
  return (
    <ul className="card-grid card-grid--fill all-brands__grid--driver">
      {drivers.map((driver) => (
        <li key={driver.id}>
          <Remote
            remote="catalog"
            module="DriverCard"
            props={{ driver, headingLevel: 3 } satisfies RemoteModuleProps['catalog/DriverCard']}
            placeholder={CARD_PLACEHOLDER}
          />
        </li>
      ))}
    </ul>
  );
}
