import { Skeleton } from 'antd';
import './home.css';

/** Card-shaped placeholders, in the grid the cards will fill, while a list loads. */
export default function CardSkeletons({ count, label, gridClassName, rows = 2 }: { count: number; label: string; gridClassName: string; rows?: number }) {
  return (
    <div role="status" className={gridClassName}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="home__skeleton-card" aria-hidden="true">
          <Skeleton active title paragraph={{ rows }} />
        </div>
      ))}
    </div>
  );
}
