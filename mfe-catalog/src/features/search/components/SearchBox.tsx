import { SearchOutlined } from '@ant-design/icons';
import { useChangedBeforeScripts, useOnDemand } from '@driveratlas/platform';
import { Button } from 'antd';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSuggestions } from '../api/search';
import { searchPath, suggestionsKey } from '../search-path';
import './search.css';

/** The list of suggestions, loaded when first shown: the box is a form that searches without it. */
const loadPanel = () => import('./SuggestionsPanel');

const PLACEHOLDER = 'Enter device model (e.g., RTX 4070, HP LaserJet, Realtek Audio)';

/** Waits for typing to pause before asking for suggestions. */
function useDebounced(value: string, ms = 150): string {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/**
 * The Home hero's driver search box with suggestions (spec 000, sections 2, 4 and 5): a form to /search that the
 * server answers before the page's scripts run; with them, it suggests and searches without a reload.
 */
export default function SearchBox() {
  const navigate = useNavigate();
  const listId = useId();
  const root = useRef<HTMLFormElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  // What was typed before the scripts took the page over is the query from then on, and a visitor still in the box
  // sees its suggestions, as though the scripts had been there from the first key.
  useChangedBeforeScripts(root, ({ q = '' }) => {
    setQuery(q);
    if (document.activeElement === input.current) setOpen(true);
  });
  const [highlighted, setHighlighted] = useState(-1);
  const { data: suggestions, isLoading } = useSuggestions(useDebounced(query), open);
  const showList = open && suggestionsKey(query) !== null;
  const items = suggestions ?? [];
  const [Panel, load] = useOnDemand(loadPanel);
  useEffect(() => {
    // A list that cannot be loaded leaves the box as it is: a search form.
    if (showList && !Panel) load().catch(() => undefined);
  }, [showList, Panel, load]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  const close = () => {
    setOpen(false);
    setHighlighted(-1);
  };

  const go = (q: string) => {
    setQuery('');
    close();
    navigate(searchPath(q));
  };

  const submit = () => {
    if (query.trim()) go(query.trim());
  };

  // The ARIA combobox pattern: ArrowDown opens the list (and moves in it), Escape and Tab close it, Enter chooses.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown') {
      if (!suggestionsKey(query)) return;
      event.preventDefault();
      if (!showList) setOpen(true);
      else setHighlighted((i) => Math.min(i + 1, items.length - 1));
    } else if (event.key === 'ArrowUp' && showList) {
      event.preventDefault();
      setHighlighted((i) => Math.max(i - 1, -1));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (showList && highlighted >= 0 && items[highlighted]) go(items[highlighted].name);
      else submit();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      close();
    }
  };

  return (
    <form
      ref={root}
      method="get"
      action="/search"
      className="search-box"
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={`${listId}-input`} className="visually-hidden">
        Search drivers
      </label>
      <div className="search-box__row">
        <input
          ref={input}
          id={`${listId}-input`}
          className="search-box__input"
          name="q"
          type="text"
          placeholder={PLACEHOLDER}
          autoComplete="off"
          role="combobox"
          aria-expanded={showList}
          aria-controls={`${listId}-list`}
          aria-autocomplete="list"
          aria-activedescendant={showList && highlighted >= 0 ? `${listId}-option-${highlighted}` : undefined}
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setHighlighted(-1);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
        />
        <Button type="primary" htmlType="submit" icon={<SearchOutlined />} size="large">
          Search
        </Button>
      </div>
      {showList && Panel && (
        <Panel
          listId={listId}
          query={query}
          items={items}
          highlighted={highlighted}
          empty={!isLoading && suggestions !== undefined && items.length === 0}
          onChoose={go}
          onSearchAll={submit}
        />
      )}
    </form>
  );
}
