import { Skeleton } from 'antd';
import type { Ref } from 'react';
import { ButtonLink } from '../../../components/links';
import { formatCount, type BrandFilterOption } from '../brand-filter';
import { printersPath, type DriverSort } from '../driver-sort';
import './all-brands.css';

interface BrandFilterProps {
  /** The brands' links; undefined while the lists load. */
  options: readonly BrandFilterOption[] | undefined;
  /** How many drivers All Brands holds. */
  total: number;
  brand: string | null;
  /** The sort each link keeps. */
  sort: DriverSort;
  /** The All Brands link, which takes the focus when the filter is reset. */
  allBrandsRef: Ref<HTMLAnchorElement>;
}

/**
 * The brand filter: `All Brands (n)` and `Name (count)`, each a link to the list of that brand (drawn as the
 * buttons they were), the chosen one primary and marked current.
 */
export function BrandFilter({ options, total, brand, sort, allBrandsRef }: BrandFilterProps) {
  return (
    <div className="all-brands__field">
      <span id="all-brands-filter-label" className="all-brands__label">
        Filter by brand
      </span>
      <div role="group" aria-labelledby="all-brands-filter-label" className="all-brands__filter-buttons">
        {options ? (
          <>
            <ButtonLink
              ref={allBrandsRef}
              to={printersPath(null, sort)}
              type={brand === null ? 'primary' : 'default'}
              aria-current={brand === null ? 'true' : undefined}
            >
              All Brands ({formatCount(total)})
            </ButtonLink>
            {options.map((option) => (
              <ButtonLink
                key={option.name}
                to={printersPath(option.name, sort)}
                type={option.name === brand ? 'primary' : 'default'}
                aria-current={option.name === brand ? 'true' : undefined}
              >
                {option.name} ({formatCount(option.count)})
              </ButtonLink>
            ))}
          </>
        ) : (
          Array.from({ length: 9 }, (_, i) => <Skeleton.Button key={i} active className="all-brands__filter-skeleton" />)
        )}
      </div>
    </div>
  );
}
