import { Link } from 'react-router-dom';
import { useCategories } from '../api/categories';
import CardSkeletons from './CardSkeletons';
import CategoryIcon from './CategoryIcon';
import { categoryRoute } from '../category-route';
import { HOME_CATEGORY_LIMIT } from '../limits';
import ListError from './ListError';
import './home.css';

const driverCountText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'driver' : 'drivers'}`;

/** The first 6 categories as cards, each one a link to the category's page. */
export default function CategoryCards() {
  const { data, error, isLoading, isValidating, mutate } = useCategories();
  return (
    <section className="home__section" aria-labelledby="home-categories">
      <h2 id="home-categories">Browse by Category</h2>
      {isLoading ? (
        <CardSkeletons count={HOME_CATEGORY_LIMIT} label="Loading categories..." gridClassName="home__category-grid" />
      ) : error && !data ? (
        <ListError what="categories" retrying={isValidating} onRetry={() => void mutate()} />
      ) : (
        <ul className="home__category-grid">
          {(data ?? []).slice(0, HOME_CATEGORY_LIMIT).map((category) => (
            <li key={category.id} className="home-category-card">
              <CategoryIcon name={category.name} icon={category.icon} className="home-category-card__icon" />
              <h3 className="home-category-card__name">
                <Link to={categoryRoute(category.name)} className="home__stretched-link">
                  {category.name}
                </Link>
              </h3>
              <p className="home-category-card__description">{category.description}</p>
              <p className="home-category-card__count">{driverCountText(category.driverCount)}</p>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
