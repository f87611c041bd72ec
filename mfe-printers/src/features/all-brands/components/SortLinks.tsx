import { PageLink } from '../../../components/links';
import { DRIVER_SORTS, printersPath, type DriverSort } from '../driver-sort';
import './all-brands.css';

/**
 * The sort: a link per order, the chosen one marked current. Links work before and without the page's scripts
 * (a select would need them, or a form and a button), and each order is one tap away.
 */
export function SortLinks({ brand, sort }: { brand: string | null; sort: DriverSort }) {
  return (
    <div className="all-brands__field all-brands__sort">
      <span id="all-brands-sort-label" className="all-brands__label">
        Sort by
      </span>
      <div role="group" aria-labelledby="all-brands-sort-label" className="all-brands__sort-links">
        {DRIVER_SORTS.map((option) => (
          <PageLink
            key={option.key}
            to={printersPath(brand, option.key)}
            className="all-brands__sort-link"
            aria-current={option.key === sort ? 'true' : undefined}
          >
            {option.label}
          </PageLink>
        ))}
      </div>
    </div>
  );
}
