import type { Driver } from '../../../api/types';
import { DriverCard } from '../../driver-card';
import './category-pages.css';

/** Driver cards in a responsive grid. */
export default function DriverGrid({ drivers }: { drivers: readonly Driver[] }) {
  return (
    <ul className="card-grid category-pages__grid">
      {drivers.map((driver) => (
        <li key={driver.id}>
          <DriverCard driver={driver} />
        </li>
      ))}
    </ul>
  );
}
