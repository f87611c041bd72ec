import { PageTitle } from '@driveratlas/platform';
import { CategoryCards } from '../features/home';

/** /categories: the seven driver categories with their live counts, where the header's Categories leads. */
export default function CategoriesPage() {
  return (
    <div className="categories-page">
      <PageTitle
        title="Driver Categories"
        description="Windows drivers by category: graphics cards, network adapters, audio devices, printers, USB controllers, input devices and cameras, each linked to the official manufacturer source."
      >
        <p className="category-pages__intro">Choose the kind of device you need a driver for.</p>
      </PageTitle>
      <CategoryCards heading={null} />
    </div>
  );
}
