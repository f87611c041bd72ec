import { MANUFACTURERS } from '@driveratlas/driver-domain';
import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Button } from 'antd';
import { useRef, type FormEvent } from 'react';
import FilterPanel from '../../../components/FilterPanel';
import LinkButton from '../../../components/LinkButton';
import { ALL_MANUFACTURERS, ARCHITECTURES, describeFilters, isDefaultFilters, OPERATING_SYSTEMS, readFilters, type FeaturedFilters } from '../featured-filters';
import './home.css';

interface SidebarFiltersProps {
  id: string;
  filters: FeaturedFilters;
  onChange: (filters: FeaturedFilters) => void;
  /** Open on a phone, where the panel sits collapsed above the featured drivers. */
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/** A choice of one among a few, as native radio buttons: the home page loads no form library for it. */
function RadioChoice<T extends string>({
  legend,
  name,
  options,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="home-filters__field home-filters__choice">
      <legend className="home-filters__label">{legend}</legend>
      {options.map((option) => (
        <label key={option} className="home-filters__radio">
          <input type="radio" name={name} value={option} checked={value === option} onChange={() => onChange(option)} />
          {option}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * Operating system, architecture and manufacturer; they filter the featured drivers. A form the server answers (Apply
 * Filters), so the filters work before the page's scripts run; with them, a choice applies at once (one made before
 * they ran too).
 */
export default function SidebarFilters({ id, filters, onChange, expanded, onExpandedChange }: SidebarFiltersProps) {
  const set = (change: Partial<FeaturedFilters>) => onChange({ ...filters, ...change });
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeScripts(form, (changed) => set(changed as Partial<FeaturedFilters>));
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange(readFilters(Object.fromEntries(new FormData(event.currentTarget)) as Record<keyof FeaturedFilters, string>));
  };
  return (
    <FilterPanel
      id={id}
      title="Filter Featured Drivers"
      summary={describeFilters(filters)}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
      className="home-filters"
    >
      <form ref={form} method="get" action="/" className="home-filters__form" onSubmit={apply}>
        <RadioChoice legend="Operating system" name="os" options={OPERATING_SYSTEMS} value={filters.os} onChange={(os) => set({ os })} />
        <RadioChoice
          legend="Architecture"
          name="architecture"
          options={ARCHITECTURES}
          value={filters.architecture}
          onChange={(architecture) => set({ architecture })}
        />
        <div className="home-filters__field">
          <label htmlFor={`${id}-manufacturer`} className="home-filters__label">
            Manufacturer
          </label>
          <select
            id={`${id}-manufacturer`}
            name="manufacturer"
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
        <div className="home-filters__actions">
          <Button htmlType="submit">Apply Filters</Button>
          <LinkButton to="/" disabled={isDefaultFilters(filters)}>
            Reset filters
          </LinkButton>
        </div>
      </form>
    </FilterPanel>
  );
}
