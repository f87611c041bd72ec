import { SearchOutlined } from '@ant-design/icons';
import { useChangedBeforeScripts } from '@driveratlas/platform';
import { Input } from 'antd';
import { useId, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import ChoiceLinks from '../../../components/ChoiceLinks';
import FilterPanel from '../../../components/FilterPanel';
import LinkButton from '../../../components/LinkButton';
import { ALL_TYPES } from '../device-filter';
import type { DevicePage } from '../device-pages';
import './category-pages.css';

interface DeviceSearchPanelProps {
  page: DevicePage;
  search: string;
  type: string;
  onSearchChange(search: string): void;
  /** The address of the page with its search or type changed. */
  hrefFor(change: { q?: string; type?: string }): string;
}

/**
 * The search box, the type filter and the popular-model buttons of a device page; on a phone the last two fold away.
 * The search is a form the server answers and the type and popular models are links, so each works before the page's
 * scripts run; with them, typing filters the list at once.
 */
export default function DeviceSearchPanel({ page, search, type, onSearchChange, hrefFor }: DeviceSearchPanelProps) {
  const id = useId();
  const { pathname } = useLocation();
  const form = useRef<HTMLFormElement>(null);
  // What was typed before the scripts took the page over filters the list as soon as they have.
  useChangedBeforeScripts(form, ({ q }) => q !== undefined && onSearchChange(q));
  const typeOptions = [{ label: 'All Types', value: ALL_TYPES }, ...page.types.map((t) => ({ label: t, value: t }))];
  const searchBox = (
    <form ref={form} method="get" action={pathname} role="search" className="category-pages__field" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-search`}>{page.searchLabel}</label>
      <Input
        id={`${id}-search`}
        name="q"
        type="search"
        size="large"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={page.searchPlaceholder}
        value={search}
        onChange={(e) => onSearchChange(e.target.value)}
      />
      {type !== ALL_TYPES && <input type="hidden" name="type" value={type} />}
    </form>
  );
  return (
    <FilterPanel
      id={`${id}-filters`}
      title="Search and Filter"
      summary={type === ALL_TYPES ? 'All types' : `Type: ${type}`}
      lead={searchBox}
      className="category-pages__panel"
    >
      <div className="category-pages__field">
        <span id={`${id}-type`} className="category-pages__label">
          Type
        </span>
        <ChoiceLinks labelledBy={`${id}-type`} options={typeOptions} value={type} hrefFor={(next) => hrefFor({ type: next })} />
      </div>
      <div className="category-pages__field">
        <span id={`${id}-popular`} className="category-pages__label">
          Popular models
        </span>
        <ul aria-labelledby={`${id}-popular`} className="category-pages__actions category-pages__popular">
          {page.popularModels.map((model) => (
            <li key={model}>
              <LinkButton size="small" to={hrefFor({ q: model })}>
                {model}
              </LinkButton>
            </li>
          ))}
        </ul>
      </div>
    </FilterPanel>
  );
}
