import { DRIVER_SORTS, type DriverSort } from '../driver-sort';
import './all-brands.css';

/** The sort selector: a native select, so every browser and assistive technology knows it. */
export function SortSelect({ sort, onChange }: { sort: DriverSort; onChange: (sort: DriverSort) => void }) {
  return (
    <div className="all-brands__field all-brands__sort">
      <label htmlFor="all-brands-sort" className="all-brands__label">
        Sort by
      </label>
      <select id="all-brands-sort" className="all-brands__select" value={sort} onChange={(event) => onChange(event.target.value as DriverSort)}>
        {DRIVER_SORTS.map((option) => (
          <option key={option.key} value={option.key}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
