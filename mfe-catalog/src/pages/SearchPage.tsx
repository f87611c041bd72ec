import { useChangedBeforeScripts, usePageMeta, VisuallyHidden } from '@driveratlas/platform';
import { Button, Skeleton } from 'antd';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import LinkButton from '../components/LinkButton';
import { DriverCard } from '../features/driver-card';
import {
  activeFilters,
  changeSearch,
  DEFAULT_FILTERS,
  filtersChange,
  PAGE_SIZE,
  readSearch,
  SearchFilters,
  searchApiPath,
  sortLabel,
  useSearchResults,
  type SearchFilterValues,
} from '../features/search';

const SKELETONS = 5;

/** Previous or Next: a link to that page of results, or a disabled button where there is none. */
function PageLink({ to, rel, children }: { to?: string; rel: string; children: string }) {
  return to ? (
    <LinkButton to={to} rel={rel}>
      {children}
    </LinkButton>
  ) : (
    <Button disabled>{children}</Button>
  );
}

/** Spec 000, section 2 "Search page": the query, filters and sort live in the address, so a search can be shared. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const search = readSearch(params);
  const { q, filters, page } = search;
  const [draft, setDraft] = useState(q);
  useEffect(() => setDraft(q), [q]);
  // What was typed before the scripts took the page over stays in the box: the next render would write the query over it.
  const searchForm = useRef<HTMLFormElement>(null);
  useChangedBeforeScripts(searchForm, (typed) => typed.q !== undefined && setDraft(typed.q));
  usePageMeta(
    'Search Drivers - Find Compatible Hardware Drivers',
    'Search verified Windows drivers for graphics cards, network adapters, audio devices, printers, USB controllers, input devices and cameras, and go to the official manufacturer source.',
    // Search results are a view of the catalogue, not a page of it: kept out of search engines, which index the pages themselves.
    { noindex: true },
  );

  const { data, error, isLoading, mutate } = useSearchResults(searchApiPath(search));

  const update = (change: Record<string, string>) => setParams(changeSearch(params, change));
  // The address of a change, for the controls that are links: they work before the page's scripts run.
  const hrefFor = (change: Record<string, string>) => `/search?${changeSearch(params, change)}`;
  const setFilters = (values: SearchFilterValues) => update(filtersChange(values));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read from the field itself: what was typed before the page's scripts ran counts too.
    const typed = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    // A submit with an empty or whitespace-only term does nothing (spec 000, section 5).
    if (typed) update({ q: typed });
  };

  const active = activeFilters(filters);
  // A Windows version or architecture typed in the query ("geforce windows 11") filters too: shown as a badge whose
  // removal searches the rest of the words, keeping the other one as a filter.
  type Badge = { label: string; remove: Record<string, string> };
  const understood: Badge[] = [];
  if (data?.os && !filters.os) understood.push({ label: `${data.os} (from your search)`, remove: { q: data.q ?? q, architecture: data.architecture ?? '' } });
  if (data?.architecture && !filters.architecture)
    understood.push({ label: `${data.architecture} (from your search)`, remove: { q: data.q ?? q, os: data.os ?? '' } });
  const badges: Badge[] = [...active.map((badge) => ({ label: badge.label, remove: { [badge.key]: '' } })), ...understood];
  const total = data?.total ?? 0;

  return (
    <div className="search-page-container">
      <header className="page-title">
        <h1>{q ? `Search Results for "${q}"` : 'Driver Search'}</h1>
      </header>
      <form ref={searchForm} method="get" action="/search" className="search-box search-box__row" role="search" onSubmit={onSubmit}>
        <label htmlFor="search-page-input" className="visually-hidden">
          Search drivers
        </label>
        <input
          id="search-page-input"
          className="search-box__input"
          type="search"
          name="q"
          value={draft}
          placeholder="Search by device, model or manufacturer"
          onChange={(e) => setDraft(e.target.value)}
        />
        <Button type="primary" htmlType="submit" size="large">
          Search
        </Button>
        {Object.entries(filtersChange(filters)).map(([name, value]) => value && <input key={name} type="hidden" name={name} value={value} />)}
      </form>
      <p className="search-page__hardware-id">
        Have a hardware ID from Device Manager, such as PCI\VEN_8086&amp;DEV_2723? <Link to="/hardware-id">Search by hardware ID</Link>
      </p>
      <div className="search-page">
        <SearchFilters q={q} values={filters} onChange={setFilters} />
        <section aria-label="Search results" aria-busy={isLoading}>
          {badges.length > 0 && (
            <ul className="search-page__badges" aria-label="Active filters">
              {badges.map((badge) => (
                <li key={badge.label} className="search-page__badge">
                  {badge.label}
                  <Link to={hrefFor(badge.remove)} aria-label={`Remove filter ${badge.label}`}>
                    <span aria-hidden="true">×</span>
                  </Link>
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
              <span className="search-page__sorted">Sorted by {sortLabel(filters.sort)}</span>
            </p>
          )}
          {data?.fuzzy && total > 0 && <p className="search-page__note">No driver contains "{q}" exactly; these are the closest matches.</p>}
          {isLoading && (
            <div className="search-page__list" role="status">
              <VisuallyHidden>Searching...</VisuallyHidden>
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
                  <LinkButton to={hrefFor(filtersChange(DEFAULT_FILTERS))}>Clear all filters</LinkButton>
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
                  <PageLink to={page === 0 ? undefined : hrefFor({ page: page - 1 ? String(page - 1) : '' })} rel="prev">
                    Previous
                  </PageLink>
                  <span>
                    Page {page + 1} of {Math.ceil(total / PAGE_SIZE)}
                  </span>
                  <PageLink to={(page + 1) * PAGE_SIZE >= total ? undefined : hrefFor({ page: String(page + 1) })} rel="next">
                    Next
                  </PageLink>
                </nav>
              )}
            </>
          )}
        </section>
      </div>
    </div>
  );
}
