import { VisuallyHidden } from '@driveratlas/platform';
import { Skeleton } from 'antd';
import './category-pages.css';

/** Card-shaped placeholders while a driver list loads. */
export default function DriverSkeletons({ count }: { count: number }) {
  return (
    <div role="status" className="card-grid category-pages__grid">
      <VisuallyHidden>Loading drivers...</VisuallyHidden>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className="category-pages__skeleton-card" aria-hidden="true">
          <Skeleton active title paragraph={{ rows: 3 }} />
        </div>
      ))}
    </div>
  );
}
