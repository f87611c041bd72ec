import { useState, type ReactNode, type SyntheticEvent } from 'react';
import './filter-panel.css';

interface FilterPanelProps {
  id: string;
  title: string;
  /** What the filters are set to, in words, shown beside the phone's Show filters toggle. */
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
 * whose toggle opens it, so the results start on the first screen. The fold is a native disclosure (`<details>`), so
 * it opens before any script has run; its toggle's words follow its state in CSS alone.
 */
export default function FilterPanel({ id, title, summary, expanded, onExpandedChange, className, lead, children }: FilterPanelProps) {
  const [ownExpanded, setOwnExpanded] = useState(false);
  const open = expanded ?? ownExpanded;
  const onToggle = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const nowOpen = event.currentTarget.open;
    if (nowOpen !== open) (onExpandedChange ?? setOwnExpanded)(nowOpen);
  };
  return (
    <section id={id} className={['filter-panel', className].filter(Boolean).join(' ')} aria-labelledby={`${id}-heading`} tabIndex={-1}>
      <h2 id={`${id}-heading`} className="filter-panel__title">
        {title}
      </h2>
      {lead}
      <details className="filter-panel__fold" open={open} onToggle={onToggle}>
        <summary className="filter-panel__toggle">
          {summary && <span className="filter-panel__summary">{summary}</span>}
          <span className="filter-panel__toggle-label filter-panel__toggle-label--show">Show filters</span>
          <span className="filter-panel__toggle-label filter-panel__toggle-label--hide">Hide filters</span>
        </summary>
        <div id={`${id}-body`} className="filter-panel__body">
          {children}
        </div>
      </details>
    </section>
  );
}
