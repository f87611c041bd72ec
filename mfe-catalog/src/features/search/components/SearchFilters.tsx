import { CATEGORY_NAMES, MANUFACTURERS } from '@driveratlas/catalog';
import { DEFAULT_FILTERS, SORTS, type SearchFilterValues, type SortValue } from '../search-query';

/** The search page's sidebar: category, manufacturer and sort, each with its "all" or default choice, and Clear Filters. */
export function SearchFilters({ values, onChange }: { values: SearchFilterValues; onChange: (values: SearchFilterValues) => void }) {
  const set = (change: Partial<SearchFilterValues>) => onChange({ ...values, ...change });
  return (
    <aside className="search-page__filters" aria-label="Filters">
      <h2>Filters</h2>
      <label>
        Category
        <select value={values.category} onChange={(e) => set({ category: e.target.value })}>
          <option value="">All categories</option>
          {CATEGORY_NAMES.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Manufacturer
        <select value={values.manufacturer} onChange={(e) => set({ manufacturer: e.target.value })}>
          <option value="">All manufacturers</option>
          {MANUFACTURERS.map((m) => (
            <option key={m.slug} value={m.slug}>
              {m.name}
            </option>
          ))}
        </select>
      </label>
      <label>
        Sort by
        <select value={values.sort} onChange={(e) => set({ sort: e.target.value as SortValue })}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="link-button" onClick={() => onChange(DEFAULT_FILTERS)}>
        Clear Filters
      </button>
    </aside>
  );
}
