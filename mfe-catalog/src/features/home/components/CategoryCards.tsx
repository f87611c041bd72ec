import { LoadError } from '@driveratlas/platform';
import { Link } from 'react-router-dom';
import { useCategories } from '../api/categories';
import CardSkeletons from './CardSkeletons';
import CategoryIcon from './CategoryIcon';
import { categoryRoute } from '../category-route';
import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import './home.css';

const driverCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'driver' : 'drivers'}`;

/**
 * Every category as a card, each a link to the category's page, with its live driver count (spec 000 shows
 * the first 6, which left Cameras out). Home shows them under a heading; the categories page under its title.
 */
export default function CategoryCards({ heading = 'Browse by Category' }: { heading?: string | null }) {
  const { data, error, isLoading, isValidating, mutate } = useCategories();
  const Name = heading ? 'h3' : 'h2';
  return (
    <section className="home__section" aria-labelledby={heading ? 'home-categories' : undefined} aria-label={heading ? undefined : 'Categories'}>
      {heading && <h2 id="home-categories">{heading}</h2>}
      {isLoading ? (
        <CardSkeletons count={CATEGORY_NAMES.length} label="Loading categories..." gridClassName="card-grid home__category-grid" />
      ) : error && !data ? (
        <LoadError what="categories" retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <ul className="card-grid home__category-grid">
          {(data ?? []).map((category) => (
            <li key={category.id} className="home-category-card">
              <CategoryIcon name={category.name} icon={category.icon} className="home-category-card__icon" />
              <Name className="home-category-card__name">
                <Link to={categoryRoute(category.name)} className="stretched-link">
                  {category.name}
                </Link>
              </Name>
              <p className="home-category-card__description">{category.description}</p>
              <p className="home-category-card__count">{driverCountText(category.driverCount)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
