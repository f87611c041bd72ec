import { CloseOutlined } from '@ant-design/icons';
import './all-brands.css';

/** The active-filter badge: the chosen brand, and an x button that resets the filter to all brands. */
export function ActiveBrandBadge({ brand, onClear }: { brand: string; onClear: () => void }) {
  return (
    <p className="all-brands__badge">
      <span>Brand: {brand}</span>
      <button type="button" className="all-brands__badge-clear" aria-label={`Clear the ${brand} filter`} onClick={onClear}>
        <CloseOutlined />
      </button>
    </p>
  );
}
