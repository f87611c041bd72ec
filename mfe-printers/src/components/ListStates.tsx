import { VisuallyHidden } from '@driveratlas/platform';
import { Skeleton } from 'antd';

interface CardSkeletonsProps {
  count: number;
  /** What loads, for screen readers: "Loading printer brands...". */
  label: string;
  /** The list's grid, and each card's frame: the skeletons take the cards' place and size, so nothing moves when they arrive. */
  gridClassName: string;
  cardClassName: string;
  rows?: number;
}

/** Card-sized placeholders while a list loads (its failed and empty states are the platform's LoadError and EmptyState). */
export function CardSkeletons({ count, label, gridClassName, cardClassName, rows = 4 }: CardSkeletonsProps) {
  return (
    <div role="status" className={gridClassName}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={cardClassName} aria-hidden="true">
          <Skeleton active title paragraph={{ rows }} />
        </div>
      ))}
    </div>
  );
}
