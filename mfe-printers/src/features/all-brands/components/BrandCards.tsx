import { FilterOutlined, PrinterOutlined, RightOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import type { PrinterBrand } from '../../../api/types';
import { formatCount } from '../brand-filter';
import './all-brands.css';

const driversText = (count: number) => `${formatCount(count)} ${count === 1 ? 'driver' : 'drivers'}`;

/**
 * A card per brand of the brands call: a brand with a page of its own (HP, Canon, Epson, Brother) links to it,
 * any other sets the brand filter in place and shows whether it is the chosen one.
 */
export function BrandCards({ brands, brand, onChoose }: { brands: readonly PrinterBrand[]; brand: string | null; onChoose: (brand: string) => void }) {
  return (
    <ul className="all-brands__grid all-brands__grid--brand">
      {brands.map((b) => (
        <li key={b.id} className={`all-brands__brand-card${b.name === brand ? ' all-brands__brand-card--chosen' : ''}`}>
          <PrinterOutlined className="all-brands__brand-icon" />
          <h3 className="all-brands__brand-name">
            {b.route ? (
              <Link to={b.route} className="all-brands__stretched">
                {b.name}
              </Link>
            ) : (
              <button type="button" className="all-brands__stretched" aria-pressed={b.name === brand} onClick={() => onChoose(b.name)}>
                {b.name}
              </button>
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
