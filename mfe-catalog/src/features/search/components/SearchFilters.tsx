import { ARCHITECTURES, CATEGORY_NAMES, MANUFACTURERS, WINDOWS_VERSIONS } from '@driveratlas/catalog';
import FilterPanel from '../../../components/FilterPanel';
import { activeFilters, DEFAULT_FILTERS, SORTS, type SearchFilterValues, type SortValue } from '../search-query';

/** A native list of choices with its "any" option first. */
function Choice({
  label,
  value,
  any,
  options,
  onChange,
}: {
  label: string;
  value: string;
  any?: string;
  options: ReadonlyArray<{ value: string; label: string }>;
  onChange: (value: string) => void;
}) {
  return (
    <label>
      {label}
      <select value={value} onChange={(e) => onChange(e.target.value)}>
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

/**
 * The search page's filters: category, manufacturer, Windows version, architecture and sort, each with its "all"
 * or default choice, and Clear Filters; beside the results on a wide screen, folded above them on a phone.
 */
export function SearchFilters({ values, onChange }: { values: SearchFilterValues; onChange: (values: SearchFilterValues) => void }) {
  const set = (change: Partial<SearchFilterValues>) => onChange({ ...values, ...change });
  const narrowing = activeFilters(values).filter((f) => f.key !== 'sort');
  return (
    <FilterPanel
      id="search-filters"
      title="Filters"
      summary={narrowing.length ? narrowing.map((f) => f.label).join(', ') : 'No filters chosen'}
      className="search-page__filters"
    >
      <Choice label="Category" value={values.category} any="All categories" options={same(CATEGORY_NAMES)} onChange={(category) => set({ category })} />
      <Choice
        label="Manufacturer"
        value={values.manufacturer}
        any="All manufacturers"
        options={MANUFACTURERS.map((m) => ({ value: m.slug, label: m.name }))}
        onChange={(manufacturer) => set({ manufacturer })}
      />
      <Choice label="Windows version" value={values.os} any="Any Windows version" options={same(WINDOWS_VERSIONS)} onChange={(os) => set({ os })} />
      <Choice
        label="Architecture"
        value={values.architecture}
        any="Any architecture"
        options={same(ARCHITECTURES)}
        onChange={(architecture) => set({ architecture })}
      />
      <Choice label="Sort by" value={values.sort} options={SORTS} onChange={(sort) => set({ sort: sort as SortValue })} />
      <button type="button" className="link-button" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear Filters
      </button>
    </FilterPanel>
  );
}
