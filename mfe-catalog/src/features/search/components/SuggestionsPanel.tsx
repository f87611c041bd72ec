import type { Suggestion } from '../api/search';

interface SuggestionsPanelProps {
  /** The search box's id, which the listbox and its options are named from (the input points at them). */
  listId: string;
  query: string;
  items: Suggestion[];
  /** The option the input's arrows have reached, or -1. */
  highlighted: number;
  /** The suggestions came, and there are none. */
  empty: boolean;
  onChoose(name: string): void;
  onSearchAll(): void;
}

/** The search box's suggestions (spec 000, sections 4 and 5): loaded the first time they show. */
export default function SuggestionsPanel({ listId, query, items, highlighted, empty, onChoose, onSearchAll }: SuggestionsPanelProps) {
  return (
    <div className="search-box__panel">
      {/* Not a Tab stop of its own (a scrolling list is one in Chromium): the input moves through it. */}
      <ul id={`${listId}-list`} role="listbox" aria-label="Driver suggestions" className="search-box__list" tabIndex={-1}>
        {items.map((item, index) => (
          // Keyboard users choose an option from the search input (arrows and Enter, aria-activedescendant); the click is the pointer's way.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={item.id}
            id={`${listId}-option-${index}`}
            role="option"
            aria-selected={index === highlighted}
            className={index === highlighted ? 'search-box__option search-box__option--active' : 'search-box__option'}
            onPointerDown={(event) => event.preventDefault()}
            onClick={() => onChoose(item.name)}
          >
            <span className="search-box__name">{item.name}</span>
            <span className="search-box__description">{item.description}</span>
            <span className="search-box__meta">
              {item.manufacturer} · {item.category}
            </span>
          </li>
        ))}
      </ul>
      {empty && (
        <div className="search-box__empty" role="status">
          <p>No drivers found for "{query.trim()}"</p>
          <p>Try searching with different keywords</p>
        </div>
      )}
      <button type="button" className="search-box__all" onClick={onSearchAll}>
        Search for "{query.trim()}" - View all results
      </button>
    </div>
  );
}
