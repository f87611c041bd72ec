import { Link } from 'react-router-dom';
import LinkButton from '../../../components/LinkButton';
import type { Driver } from '../../../api/types';
import { GRAPHICS_OS, runsOn, type GraphicsOs } from '../graphics-os';
import './category-pages.css';

interface GraphicsOsFilterProps {
  drivers: readonly Driver[];
  selected: GraphicsOs | null;
  /** The address of the page filtered by `os` (or by none). */
  hrefFor(os: GraphicsOs | null): string;
}

/**
 * Four operating-system cards with their driver counts, each a link to the page so filtered; choosing the chosen card
 * again clears the filter.
 */
export default function GraphicsOsFilter({ drivers, selected, hrefFor }: GraphicsOsFilterProps) {
  return (
    <section className="category-pages__section" aria-labelledby="category-pages-os">
      <h2 id="category-pages-os">Filter by Operating System</h2>
      <div className="category-pages__os-grid">
        {GRAPHICS_OS.map((os) => {
          const count = drivers.filter((driver) => runsOn(driver, os)).length;
          return (
            <Link key={os} to={hrefFor(selected === os ? null : os)} className="category-pages__os-card" aria-current={selected === os ? 'true' : undefined}>
              <span className="category-pages__os-name">{os}</span> <span className="category-pages__os-count">{count} drivers</span>
            </Link>
          );
        })}
      </div>
      {selected && (
        <div className="category-pages__actions">
          <LinkButton to={hrefFor(null)}>Clear Filter</LinkButton>
        </div>
      )}
    </section>
  );
}
