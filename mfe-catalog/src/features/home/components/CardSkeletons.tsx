import { VisuallyHidden } from '@driveratlas/platform';
import './home.css';

/**
 * Card-shaped placeholders, in the grid the cards will fill, while a list loads: a title bar and `rows` lines
 * drawn in CSS (the first page carries no skeleton component for them).
 */
export default function CardSkeletons({ count, label, gridClassName, rows = 2 }: { count: number; label: string; gridClassName: string; rows?: number }) {
  return (
    <div role="status" className={gridClassName}>
      <VisuallyHidden>{label}</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="home__skeleton-card" aria-hidden="true">
          <div className="home__skeleton-line home__skeleton-line--title" />
          {Array.from({ length: rows }, (_, row) => (
            <div key={row} className="home__skeleton-line" />
          ))}
        </div>
      ))}
    </div>
  );
}
