import { FilterOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { PrinterBrand } from '../../../api/types';
import { PageLink } from '../../../components/links';
import { formatCount } from '../brand-filter';
import { printersPath, type DriverSort } from '../driver-sort';
import './all-brands.css';

const driversText = (count: number) => `${formatCount(count)} ${count === 1 ? 'driver' : 'drivers'}`;

interface BrandCardsProps {
  brands: readonly PrinterBrand[];
  brand: string | null;
  /** The sort a card that filters keeps. */
  sort: DriverSort;
  /** After the router took a card's filter link: brings the drivers into view. */
  onChosen: () => void;
}

/**
 * A card per brand of the brands call: a brand with a page of its own (HP, Canon, Epson, Brother) links to it,
 * any other links to the list filtered by it (at the drivers) and shows whether it is the chosen one.
 */
export function BrandCards({ brands, brand, sort, onChosen }: BrandCardsProps) {
  return (
    <ul className="card-grid all-brands__grid--brand">
      {brands.map((b) => (
        <li key={b.id} className={`all-brands__brand-card${b.name === brand ? ' all-brands__brand-card--chosen' : ''}`}>
          <PrinterOutlined className="all-brands__brand-icon" />
          <h3 className="all-brands__brand-name">
            {b.route ? (
              <Link to={b.route} className="stretched-link">
                {b.name}
              </Link>
            ) : (
              <PageLink to={printersPath(b.name, sort)} className="stretched-link" aria-current={b.name === brand ? 'true' : undefined} onFollowed={onChosen}>
                {b.name}
              </PageLink>
            )}
          </h3>
          <p className="all-brands__brand-count">{driversText(b.driverCount)}</p>
          <p className="all-brands__brand-action">
            {b.route ? (
              <>
                All models <RightOutlined />
              </>
            ) : (
              <>
                <FilterOutlined /> Show drivers
              </>
            )}
          </p>
        </li>
      ))}
    </ul>
  );
}
