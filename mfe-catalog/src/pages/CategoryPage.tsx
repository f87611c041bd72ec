import { PageTitle } from '@driveratlas/platform';
import { useParams } from 'react-router-dom';
import { DRIVER_LIST_SKELETONS, DriverGrid, DriverSkeletons, EmptyState, LoadError, useCategoryDrivers } from '../features/category-pages';
import { useCategories } from '../features/home';

/** /category/{category}: the category name comes URL-decoded from the router. */
export default function CategoryPage() {
  const { category = '' } = useParams();
  const { data: drivers, error, isLoading, mutate } = useCategoryDrivers(category);
  const { data: categories } = useCategories();
  const about = categories?.find((c) => c.name === category)?.description;

  return (
    <div className="category-pages">
      <PageTitle title={category} description={`${category} drivers for Windows, with links to the official manufacturer downloads.`}>
        {/* The operator's description of the category; its line is held while the categories load. */}
        <p className="category-pages__intro category-pages__about">{about}</p>
      </PageTitle>
      <section className="category-pages__section" aria-labelledby="category-pages-drivers">
        <h2 id="category-pages-drivers">Available Drivers</h2>
        <p role="status" className="category-pages__count">
          {drivers && !isLoading ? `${drivers.length} driver(s) found` : ''}
        </p>
        {isLoading ? (
          <DriverSkeletons count={DRIVER_LIST_SKELETONS} />
        ) : error ? (
          <LoadError onRetry={() => void mutate()} />
        ) : !drivers?.length ? (
          <EmptyState heading="No drivers found" text={`No drivers are currently available for ${category}. Check back later for updates.`} />
        ) : (
          <DriverGrid drivers={drivers} />
        )}
      </section>
    </div>
  );
}
