import { ButtonLink } from '../../../components/links';
import { formatCount, formatRating, type DriverStats } from '../brand-filter';
import './all-brands.css';

/** The chosen brand's figures: drivers available, total downloads, average rating and how many are the latest version. */
export function BrandStats({ brand, stats, viewAll, onViewAll }: { brand: string; stats: DriverStats; viewAll: string; onViewAll: () => void }) {
  const figures: Array<[string, string]> = [
    ['Drivers available', formatCount(stats.count)],
    ['Total downloads', formatCount(stats.totalDownloads)],
    ['Average rating', `${formatRating(stats.averageRating)} / 5`],
    ['Latest versions', formatCount(stats.latestCount)],
  ];
  return (
    <section className="all-brands__stats" aria-labelledby="all-brands-stats">
      <div className="all-brands__stats-header">
        <h3 id="all-brands-stats">{brand} Printer Drivers</h3>
        <ButtonLink to={viewAll} onFollowed={onViewAll}>
          View All Brands
        </ButtonLink>
      </div>
      <dl className="all-brands__figures">
        {figures.map(([term, value]) => (
          <div key={term} className="all-brands__figure">
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
