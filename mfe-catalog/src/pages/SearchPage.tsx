import { findManufacturer } from '@driveratlas/catalog';
import { usePageMeta } from '@driveratlas/platform';
import { Button, Skeleton } from 'antd';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import DriverCard from '../features/driver-card/DriverCard';
import { DEFAULT_FILTERS, SearchFilters, type SearchFilterValues } from '../features/search/SearchFilters';
import { SORTS, type SearchResult, type SortValue } from '../features/search/search-api';
import '../features/search/search.css';

const PAGE_SIZE = 20;
const SKELETONS = 5;

/** Spec 000, section 2 "Search page": the query, filters and sort live in the address, so a search can be shared. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const filters: SearchFilterValues = {
    category: params.get('category') ?? '',
    manufacturer: params.get('manufacturer') ?? '',
    sort: (SORTS.find((s) => s.value === params.get('sort'))?.value ?? 'relevance') as SortValue,
  };
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  usePageMeta(
    'Search Drivers - Find Compatible Hardware Drivers',
    'Search verified Windows drivers for graphics cards, network adapters, audio devices, printers, USB controllers, input devices and cameras, and go to the official manufacturer source.',
  );

  const api = new URLSearchParams({ q, sort: filters.sort, limit: String(PAGE_SIZE), offset: String(page * PAGE_SIZE) });
  if (filters.category) api.set('category', filters.category);
  if (filters.manufacturer) api.set('manufacturer', filters.manufacturer);
  const { data, error, isLoading, mutate } = useSWR<SearchResult>(`/api/search?${api}`);

  const update = (change: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(change)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in change)) next.delete('page');
    setParams(next);
  };
  const setFilters = (values: SearchFilterValues) =>
    update({ category: values.category, manufacturer: values.manufacturer, sort: values.sort === 'relevance' ? '' : values.sort });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    // A submit with an empty or whitespace-only term does nothing (spec 000, section 5).
    if (draft.trim()) update({ q: draft.trim() });
  };

  const active = [
    filters.category && { key: 'category', label: filters.category },
    filters.manufacturer && { key: 'manufacturer', label: findManufacturer(filters.manufacturer)?.name ?? filters.manufacturer },
    filters.sort !== 'relevance' && { key: 'sort', label: `Sorted by ${SORTS.find((s) => s.value === filters.sort)?.label}` },
  ].filter(Boolean) as Array<{ key: string; label: string }>;
  const sortLabel = SORTS.find((s) => s.value === filters.sort)?.label;
  const total = data?.total ?? 0;

  return (
    <div className="search-page-container">
      <header className="page-title">
        <h1>{q ? `Search Results for "${q}"` : 'Driver Search'}</h1>
      </header>
      <form className="search-box search-box__row" role="search" onSubmit={onSubmit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search drivers
        </label>
        <input id="search-page-input" className="search-box__input" type="search" value={draft} placeholder="Search by device, model or manufacturer" onChange={(e) => setDraft(e.target.value)} />
        <Button type="primary" htmlType="submit" size="large">
          Search
        </Button>
      </form>
      <div className="search-page">
        <SearchFilters values={filters} onChange={setFilters} />
        <section aria-label="Search results" aria-busy={isLoading}>
          {active.length > 0 && (
            <ul className="search-page__badges" aria-label="Active filters">
              {active.map((badge) => (
                <li key={badge.key} className="search-page__badge">
                  {badge.label}
                  <button type="button" aria-label={`Remove filter ${badge.label}`} onClick={() => update({ [badge.key]: '' })}>
                    ×
                  </button>
                </li>
              ))}
            </ul>
          )}
          {data && (
            <p className="search-page__summary" role="status">
              <span>
                {total.toLocaleString('en-US')}
                {data.totalCapped ? '+' : ''} driver(s) found{q ? ` for "${q}"` : ''}
              </span>
              <span className="search-page__sorted">Sorted by {sortLabel}</span>
            </p>
          )}
          {data?.fuzzy && total > 0 && (
            <p className="search-page__note">No driver contains "{q}" exactly; these are the closest matches.</p>
          )}
          {isLoading && (
            <div className="search-page__list" role="status">
              <span className="visually-hidden">Searching...</span>
              {Array.from({ length: SKELETONS }, (_, i) => (
                <div key={i} className="search-page__skeleton" data-testid="driver-skeleton" aria-hidden="true">
                  <Skeleton active paragraph={{ rows: 3 }} />
                </div>
              ))}
            </div>
          )}
          {error && (
            <div className="search-page__empty" role="alert">
              <h2>The search is not available right now</h2>
              <p>{String(error.message ?? error)}</p>
              <Button onClick={() => mutate()}>Try again</Button>
            </div>
          )}
          {data && total === 0 && (
            <div className="search-page__empty">
              <h2>No drivers found</h2>
              <p>Search tips:</p>
              <ul>
                <li>Check the spelling of the device or model name.</li>
                <li>Use fewer or more general words, such as the manufacturer or the product series.</li>
                <li>Search by model number, for example RTX 4070, AX211 or ET-4760.</li>
                <li>Browse the categories instead.</li>
              </ul>
              {active.length > 0 && (
                <p>
                  <Button onClick={() => setFilters(DEFAULT_FILTERS)}>Clear all filters</Button>
                </p>
              )}
            </div>
          )}
          {data && total > 0 && (
            <>
              <div className="search-page__list">
                {data.items.map((driver) => (
                  <DriverCard key={driver.id} driver={driver} />
                ))}
              </div>
              {total > PAGE_SIZE && (
                <nav className="search-page__pager" aria-label="Result pages">
                  <Button disabled={page === 0} onClick={() => update({ page: String(page - 1) })}>
                    Previous
                  </Button>
                  <span>
                    Page {page + 1} of {Math.ceil(total / PAGE_SIZE)}
                  </span>
                  <Button disabled={(page + 1) * PAGE_SIZE >= total} onClick={() => update({ page: String(page + 1) })}>
                    Next
                  </Button>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
