import { CATEGORY_NAMES } from '@driveratlas/driver-domain';
import { Link, useLocation } from 'react-router-dom';
import { useCategories } from '../api/categories';
import CategoryIcon from './CategoryIcon';
import { categoryRoute, isCategoryActive } from '../category-route';
import './home.css';

/** Every category, the current one highlighted; the site's own seven stand in until (or unless) the API answers. */
export default function CategoryNav() {
  const { pathname } = useLocation();
  const { data } = useCategories();
  const categories = data ?? CATEGORY_NAMES.map((name) => ({ name, icon: undefined }));
  return (
    <nav className="home__panel home-category-panel" aria-labelledby="home-category-nav">
      <h2 id="home-category-nav">All Categories</h2>
      <ul className="home-category-nav">
        {categories.map(({ name, icon }) => {
          const active = isCategoryActive(name, pathname);
          return (
            <li key={name}>
              <Link
                to={categoryRoute(name)}
                className={active ? 'home-category-nav__link home-category-nav__link--active' : 'home-category-nav__link'}
                aria-current={active ? 'page' : undefined}
              >
                <CategoryIcon name={name} icon={icon} />
                {name}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
