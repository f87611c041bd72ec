import { VisuallyHidden } from '@driveratlas/platform';
import { Skeleton } from 'antd';

/** A card's place in a list: the list's grid, and each card's frame, which its skeleton takes too. */
export interface CardFrame {
  /** The list's grid, and each card's frame: the skeletons take the cards' place and size, so nothing moves when they arrive. */
  gridClassName: string;
  cardClassName: string;
  /** The skeleton's lines of text under its title. */
  rows?: number;
}

/** One card's placeholder, of the card's size. */
export function CardSkeleton({ className, rows = 4 }: { className: string; rows?: number }) {
  return (
    <div className={className} aria-hidden="true">
      <Skeleton active title paragraph={{ rows }} />
    </div>
  );
}

interface CardSkeletonsProps extends CardFrame {
  count: number;
  /** What loads, for screen readers: "Loading printer brands...". */
  label: string;
}

/** Card-sized placeholders while a list loads (its failed and empty states are the platform's LoadError and EmptyState). */
export function CardSkeletons({ count, label, gridClassName, cardClassName, rows }: CardSkeletonsProps) {
  return (
    <div role="status" className={gridClassName}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <CardSkeleton key={i} className={cardClassName} rows={rows} />
      ))}
    </div>
  );
}
