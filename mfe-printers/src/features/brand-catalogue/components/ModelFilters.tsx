import { SearchOutlined } from '@ant-design/icons';
import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Button, Input } from 'antd';
import { useRef, type FormEvent } from 'react';
import { ButtonLink, PageLink } from '../../../components/links';
import { ALL_TYPES, brandPath, FILTERS_ID, type BrandPage } from '../brands';
import './brand-catalogue.css';

interface ModelFiltersProps {
  page: BrandPage;
  search: string;
  type: string;
  /** Typing in the search box, once the scripts run (and what was typed before): the list follows each letter. */
  onSearchChange(search: string): void;
}

/**
 * The search box, the type filter and the Popular Models of a brand page, each working from the first paint:
 * the search is a GET form (the type kept as a hidden field) with its Search button, the types and the popular
 * models are links to the page's address with them. With the scripts, typing filters at once (what was typed before
 * they ran too) and the links open without a reload.
 */
export function ModelFilters({ page, search, type, onSearchChange }: ModelFiltersProps) {
  const types = [{ label: 'All Types', value: ALL_TYPES }, ...page.types.map(({ label, category }) => ({ label, value: category }))];
  // The list already shows the search typed: the button has nothing left to do.
  const submitted = (event: FormEvent<HTMLFormElement>) => event.preventDefault();
  const form = useRef<HTMLFormElement>(null);
  useChangedBeforeScripts(form, ({ q }) => q !== undefined && onSearchChange(q));
  return (
    <section id={FILTERS_ID} className="panel brand-catalogue__panel" aria-label="Search and filter">
      <form ref={form} role="search" method="get" action={brandPath(page.slug)} className="brand-catalogue__field" onSubmit={submitted}>
        <label htmlFor="model-search">Search {page.brand} printers</label>
        <div className="brand-catalogue__search">
          <Input
            id="model-search"
            name="q"
            type="search"
            size="large"
            prefix={<SearchOutlined />}
            placeholder="Model number, name or series"
            value={search}
            onChange={(e) => onSearchChange(e.target.value)}
          />
          {type !== ALL_TYPES && <input type="hidden" name="type" value={type} />}
          <Button htmlType="submit" size="large">
            Search
          </Button>
        </div>
      </form>
      <div className="brand-catalogue__field">
        <span id="model-type" className="brand-catalogue__label">
          Type
        </span>
        <div role="group" aria-labelledby="model-type" className="brand-catalogue__types">
          {types.map((option) => (
            <PageLink
              key={option.value}
              to={brandPath(page.slug, { q: search, type: option.value })}
              className="brand-catalogue__type"
              aria-current={option.value === type ? 'true' : undefined}
            >
              {option.label}
            </PageLink>
          ))}
        </div>
      </div>
      <div className="brand-catalogue__field">
        <span id="model-popular" className="brand-catalogue__label">
          Popular Models
        </span>
        <div role="group" aria-labelledby="model-popular" className="brand-catalogue__actions">
          {page.popularModels.map((model) => (
            <ButtonLink key={model} size="small" to={brandPath(page.slug, { q: model, type })}>
              {model}
            </ButtonLink>
          ))}
        </div>
      </div>
    </section>
  );
}
