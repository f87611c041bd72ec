import { EmptyState, LoadError, PageTitle, Redirect } from '@driveratlas/platform';
import { useParams } from 'react-router-dom';
import { CategoryAbout, DRIVER_LIST_SKELETONS, DriverGrid, DriverSkeletons, useCategoryDrivers } from '../features/category-pages';
import { categoryFeed, feedHead } from '../components/feeds';
import { categoryRoute } from '../features/home';

/**
 * /category/{category}: the category name comes URL-decoded from the router. A category with a page of its own
 * is sent there, so each page has one address (spec 000 shows both the alias and the dedicated route).
 */
export default function CategoryPage() {
  const { category = '' } = useParams();
  const dedicated = categoryRoute(category);
  return dedicated.startsWith('/category/') ? <CategoryList category={category} /> : <Redirect to={dedicated} />;
}

function CategoryList({ category }: { category: string }) {
  const { data: drivers, error, isLoading, mutate } = useCategoryDrivers(category);

  return (
    <div className="category-pages">
      <PageTitle
        title={category}
        description={`${category} drivers for Windows, with links to the official manufacturer downloads.`}
        head={feedHead(categoryFeed(category))}
      >
        <CategoryAbout category={category} />
      </PageTitle>
      <section className="category-pages__section" aria-labelledby="category-pages-drivers">
        <h2 id="category-pages-drivers">Available Drivers</h2>
        <p role="status" className="category-pages__count">
          {drivers && !isLoading ? `${drivers.length} driver(s) found` : ''}
        </p>
        {isLoading ? (
          <DriverSkeletons count={DRIVER_LIST_SKELETONS} />
        ) : error ? (
          <LoadError what="drivers" onRetry={() => void mutate()} />
        ) : !drivers?.length ? (
          <EmptyState heading="No drivers found" text={`No drivers are currently available for ${category}. Check back later for updates.`} />
        ) : (
          <DriverGrid drivers={drivers} />
        )}
      </section>
    </div>
  );
}
