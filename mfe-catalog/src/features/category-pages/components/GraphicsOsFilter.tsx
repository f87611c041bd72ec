import { Button } from 'antd';
import type { Driver } from '../../../api/types';
import { GRAPHICS_OS, runsOn, type GraphicsOs } from '../graphics-os';
import './category-pages.css';

interface GraphicsOsFilterProps {
  drivers: readonly Driver[];
  selected: GraphicsOs | null;
  onChange(os: GraphicsOs | null): void;
}

/** Four operating-system cards with their driver counts; choosing the chosen card again clears the filter. */
export default function GraphicsOsFilter({ drivers, selected, onChange }: GraphicsOsFilterProps) {
  return (
    <section className="category-pages__section" aria-labelledby="category-pages-os">
      <h2 id="category-pages-os">Filter by Operating System</h2>
      <div className="category-pages__os-grid">
        {GRAPHICS_OS.map((os) => {
          const count = drivers.filter((driver) => runsOn(driver, os)).length;
          return (
            <button
              key={os}
              type="button"
              className="category-pages__os-card"
              aria-pressed={selected === os}
              onClick={() => onChange(selected === os ? null : os)}
            >
              <span className="category-pages__os-name">{os}</span> <span className="category-pages__os-count">{count} drivers</span>
            </button>
          );
        })}
      </div>
      {selected && (
        <div className="category-pages__actions">
          <Button onClick={() => onChange(null)}>Clear Filter</Button>
        </div>
      )}
    </section>
  );
}
