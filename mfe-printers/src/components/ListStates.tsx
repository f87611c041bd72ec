import { Alert, Button, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import './list-states.css';

interface CardSkeletonsProps {
  count: number;
  /** What loads, for screen readers: "Loading printer brands...". */
  label: string;
  /** The list's grid, and each card's frame: the skeletons take the cards' place and size, so nothing moves when they arrive. */
  gridClassName: string;
  cardClassName: string;
  rows?: number;
}

/** Card-sized placeholders while a list loads. */
export function CardSkeletons({ count, label, gridClassName, cardClassName, rows = 4 }: CardSkeletonsProps) {
  return (
    <div role="status" className={gridClassName}>
      <span className="list-states__sr-only">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cardClassName} aria-hidden="true">
          <Skeleton active title paragraph={{ rows }} />
        </div>
      ))}
    </div>
  );
}

/** A list that could not be loaded: what happened, and Retry (the spec shows no handling). */
export function LoadError({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <Alert
      type="error"
      showIcon
      title={`The ${what} could not be loaded`}
      description="Something went wrong while loading this list. Please check your connection and try again."
      action={<Button onClick={onRetry}>Retry</Button>}
    />
  );
}

/** A list with nothing to show: its heading, a line of text and the way out. */
export function EmptyState({ heading, text, children }: { heading: string; text?: string; children?: ReactNode }) {
  return (
    <div className="list-states__empty">
      <h3>{heading}</h3>
      {text && <p>{text}</p>}
      {children}
    </div>
  );
}
