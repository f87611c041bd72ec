import { LoadError } from '@driveratlas/platform';
import { PrinterOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { usePrinterBrands } from '../api/printer-brands';
import CardSkeletons from './CardSkeletons';
import './home.css';

/** A card per printer brand: brands with a page of their own link to it, the others to the printers page. */
export default function PrinterBrands() {
  const { data, error, isLoading, isValidating, mutate } = usePrinterBrands();
  return (
    <section className="home__section" aria-labelledby="home-printer-brands">
      <h2 id="home-printer-brands">Printer Brands</h2>
      {isLoading ? (
        <CardSkeletons count={4} label="Loading printer brands..." gridClassName="card-grid home__brand-grid" rows={1} />
      ) : error && !data ? (
        <LoadError what="printer brands" retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <ul className="card-grid home__brand-grid">
          {(data ?? []).map((brand) => (
            <li key={brand.id} className="home-brand-tile">
              <PrinterOutlined aria-hidden className="home-brand-tile__icon" />
              <h3 className="home-brand-tile__name">
                <Link to={brand.route ?? '/printers'} className="stretched-link">
                  {brand.name}
                </Link>
              </h3>
              <p>
                {brand.driverCount.toLocaleString('en-US')} {brand.driverCount === 1 ? 'driver' : 'drivers'}
              </p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
