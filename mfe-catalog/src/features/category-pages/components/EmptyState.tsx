import type { ReactNode } from 'react';
import './category-pages.css';

/** A list with nothing to show: its heading, a line of text and the way out. */
export default function EmptyState({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <div className="category-pages__empty">
      <h3>{heading}</h3>
      {text && <p>{text}</p>}
      {children && <div className="category-pages__actions">{children}</div>}
    </div>
  );
}
