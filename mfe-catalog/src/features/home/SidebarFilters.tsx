import { MANUFACTURERS } from '@driveratlas/catalog';
import { Button, Radio } from 'antd';
import { ALL_MANUFACTURERS, ARCHITECTURES, isDefaultFilters, OPERATING_SYSTEMS, type FeaturedFilters } from './featured-filters';
import './home.css';

interface SidebarFiltersProps {
  id: string;
  filters: FeaturedFilters;
  onChange: (filters: FeaturedFilters) => void;
  onReset: () => void;
}

/** Operating system, architecture and manufacturer; they filter the featured drivers. */
export default function SidebarFilters({ id, filters, onChange, onReset }: SidebarFiltersProps) {
  const set = (change: Partial<FeaturedFilters>) => onChange({ ...filters, ...change });
  return (
    <section id={id} className="home__panel home-filters" aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`}>Filter Featured Drivers</h2>
      <div className="home-filters__field">
        <span id={`${id}-os`} className="home-filters__label">
          Operating system
        </span>
        <Radio.Group
          aria-labelledby={`${id}-os`}
          name={`${id}-os`}
          vertical
          options={[...OPERATING_SYSTEMS]}
          value={filters.os}
          onChange={(e) => set({ os: e.target.value })}
        />
      </div>
      <div className="home-filters__field">
        <span id={`${id}-architecture`} className="home-filters__label">
          Architecture
        </span>
        <Radio.Group
          aria-labelledby={`${id}-architecture`}
          name={`${id}-architecture`}
          options={[...ARCHITECTURES]}
          value={filters.architecture}
          onChange={(e) => set({ architecture: e.target.value })}
        />
      </div>
      <div className="home-filters__field">
        <label htmlFor={`${id}-manufacturer`} className="home-filters__label">
          Manufacturer
        </label>
        <select
          id={`${id}-manufacturer`}
          className="home-filters__select"
          value={filters.manufacturer}
          onChange={(e) => set({ manufacturer: e.target.value })}
        >
          <option value={ALL_MANUFACTURERS}>All manufacturers</option>
          {MANUFACTURERS.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </div>
      <Button onClick={onReset} disabled={isDefaultFilters(filters)}>
        Reset filters
      </Button>
    </section>
  );
}
