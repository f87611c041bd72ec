import { CloseOutlined } from '@ant-design/icons';
import { PageLink } from '../../../components/links';
import './all-brands.css';

/** The active-filter badge: the chosen brand, and an x that links to the list of all brands. */
export function ActiveBrandBadge({ brand, to, onCleared }: { brand: string; to: string; onCleared: () => void }) {
  return (
    <p className="all-brands__badge">
      <span>Brand: {brand}</span>
      <PageLink to={to} className="all-brands__badge-clear" aria-label={`Clear the ${brand} filter`} onFollowed={onCleared}>
        <CloseOutlined />
      </PageLink>
    </p>
  );
}
