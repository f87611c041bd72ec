import { Button, Skeleton } from 'antd';
import type { Ref } from 'react';
import { formatCount, type BrandFilterOption } from '../brand-filter';
import './all-brands.css';

interface BrandFilterProps {
  /** The brands' buttons; undefined while the lists load. */
  options: readonly BrandFilterOption[] | undefined;
  /** How many drivers All Brands holds. */
  total: number;
  brand: string | null;
  onChoose: (brand: string | null) => void;
  /** The All Brands button, which takes the focus when the filter is reset. */
  allBrandsRef: Ref<HTMLButtonElement>;
}

/** The brand filter buttons: `All Brands (n)` and `Name (count)`, the chosen one pressed. */
export function BrandFilter({ options, total, brand, onChoose, allBrandsRef }: BrandFilterProps) {
  return (
    <div className="all-brands__field">
      <span id="all-brands-filter-label" className="all-brands__label">
        Filter by brand
      </span>
      <div role="group" aria-labelledby="all-brands-filter-label" className="all-brands__filter-buttons">
        {options ? (
          <>
            <Button ref={allBrandsRef} type={brand === null ? 'primary' : 'default'} aria-pressed={brand === null} onClick={() => onChoose(null)}>
              All Brands ({formatCount(total)})
            </Button>
            {options.map((option) => (
              <Button
                key={option.name}
                type={option.name === brand ? 'primary' : 'default'}
                aria-pressed={option.name === brand}
                onClick={() => onChoose(option.name)}
              >
                {option.name} ({formatCount(option.count)})
              </Button>
            ))}
          </>
        ) : (
          Array.from({ length: 9 }, (_, i) => <Skeleton.Button key={i} active className="all-brands__filter-skeleton" />)
        )}
      </div>
    </div>
  );
}
