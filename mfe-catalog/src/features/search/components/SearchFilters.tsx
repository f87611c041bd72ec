import { ARCHITECTURES, CATEGORY_NAMES, MANUFACTURERS, SEARCH_SORTS, type SearchSort, WINDOWS_VERSIONS } from '@driveratlas/driver-domain';
import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Button } from 'antd';
import { useRef, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import FilterPanel from '../../../components/FilterPanel';
import { searchPath } from '../search-path';
import { activeFilters, type SearchFilterValues } from '../search-query';

/** A native list of choices with its "any" option first. */
function Choice({
  label,
  name,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  name: keyof SearchFilterValues;
  value: string;
  any?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <select name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        {any && <option value="">{any}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

const same = (values: readonly string[]) => values.map((value) => ({ value, label: value }));

interface SearchFiltersProps {
  /** The search the filters apply to: kept when they are applied. */
  q: string;
  values: SearchFilterValues;
  onChange: (values: SearchFilterValues) => void;
}

/**
 * The search page's filters: category, manufacturer, Windows version, architecture and sort, each with its "all"
 * or default choice, and Clear Filters; beside the results on a wide screen, folded above them on a phone. They are a
 * form the server answers (Apply Filters), so they work before the page's scripts run; with them, a choice applies at once
 * (one made before they ran too).
 */
export function SearchFilters({ q, values, onChange }: SearchFiltersProps) {
  const set = (change: Partial<SearchFilterValues>) => onChange({ ...values, ...change });
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeScripts(form, (changed) => set(changed as Partial<SearchFilterValues>));
  const narrowing = activeFilters(values).filter((f) => f.key !== 'sort');
  const apply = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    onChange({ ...values, ...(Object.fromEntries([...form].filter(([name]) => name !== 'q')) as Partial<SearchFilterValues>) });
  };
  return (
    <FilterPanel
      id="search-filters"
      title="Filters"
      summary={narrowing.length ? narrowing.map((f) => f.label).join(', ') : 'No filters chosen'}
      className="search-page__filters"
    >
      <form ref={form} method="get" action="/search" className="search-page__filter-form" onSubmit={apply}>
        {q && <input type="hidden" name="q" value={q} />}
        <Choice
          label="Category"
          name="category"
          value={values.category}
          any="All categories"
          options={same(CATEGORY_NAMES)}
          onChange={(category) => set({ category })}
        />
        <Choice
          label="Manufacturer"
          name="manufacturer"
          value={values.manufacturer}
          any="All manufacturers"
          options={MANUFACTURERS.map((m) => ({ value: m.slug, label: m.name }))}
          onChange={(manufacturer) => set({ manufacturer })}
        />
        <Choice label="Windows version" name="os" value={values.os} any="Any Windows version" options={same(WINDOWS_VERSIONS)} onChange={(os) => set({ os })} />
        <Choice
          label="Architecture"
          name="architecture"
          value={values.architecture}
          any="Any architecture"
          options={same(ARCHITECTURES)}
          onChange={(architecture) => set({ architecture })}
        />
        <Choice label="Sort by" name="sort" value={values.sort} options={SEARCH_SORTS} onChange={(sort) => set({ sort: sort as SearchSort })} />
        <div className="search-page__filter-actions">
          <Button htmlType="submit">Apply Filters</Button>
          <Link to={q ? searchPath(q) : '/search'}>Clear Filters</Link>
        </div>
      </form>
    </FilterPanel>
  );
}
