import { useState, type ReactNode } from 'react';
import './filter-panel.css';

interface FilterPanelProps {
  id: string;
  title: string;
  /** What the filters are set to, in words, shown beside the phone's Show Filters button. */
  summary?: string;
  /** Open on a phone (controlled); the panel keeps its own state when left out. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  className?: string;
  /** What stays in view on a phone above the collapsed filters (a search box). */
  lead?: ReactNode;
  children: ReactNode;
}

/**
 * A list page's filters: a panel beside the list on a wide screen; on a phone, a collapsed panel above the list
 * whose button opens it, so the results start on the first screen.
 */
export default function FilterPanel({ id, title, summary, expanded, onExpandedChange, className, lead, children }: FilterPanelProps) {
  const [ownExpanded, setOwnExpanded] = useState(false);
  const open = expanded ?? ownExpanded;
  const toggle = () => (onExpandedChange ?? setOwnExpanded)(!open);
  return (
    <section id={id} className={['filter-panel', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-heading`} tabIndex={-1} data-expanded={open}>
      <div className="filter-panel__head">
        <h2 id={`${id}-heading`} className="filter-panel__title">
          {title}
        </h2>
        <button type="button" className="filter-panel__toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={toggle}>
          {open ? 'Hide filters' : 'Show filters'}
        </button>
      </div>
      {lead}
      {summary && <p className="filter-panel__summary">{summary}</p>}
      <div id={`${id}-body`} className="filter-panel__body">
        {children}
      </div>
    </section>
  );
}
