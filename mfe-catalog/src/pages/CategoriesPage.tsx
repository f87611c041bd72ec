import { PageTitle } from '@driveratlas/platform';
import SubscribeLink from '../components/SubscribeLink';
import { catalogueFeed, feedHead } from '../components/feeds';
import { CategoryCards } from '../features/home';

/**
 * /categories: the seven driver categories with their live counts, where the header's Categories leads; the whole
 * catalogue's page, so it names the catalogue's feed (Home, whose first load is held to its budget, does not).
 */
export default function CategoriesPage() {
  return (
    <div className="categories-page">
      <PageTitle
        title="Driver Categories"
        description="Windows drivers by category: graphics cards, network adapters, audio devices, printers, USB controllers, input devices and cameras, each linked to the official manufacturer source."
        head={feedHead(catalogueFeed())}
      >
        <p className="category-pages__intro">
          Choose the kind of device you need a driver for. <SubscribeLink feed={catalogueFeed()} />
        </p>
      </PageTitle>
      <CategoryCards heading={null} />
    </div>
  );
}
