import SubscribeLink from '../../../components/SubscribeLink';
import { categoryFeed } from '../../../components/feeds';
import { useCategories } from '../../home';
import './category-pages.css';

/** A category's description as the operator wrote it (the admin's Categories tab), its lines held while it loads; then its feed. */
export default function CategoryAbout({ category }: { category: string }) {
  const { data } = useCategories();
  return (
    <>
      <p className="category-pages__intro category-pages__about">{data?.find((c) => c.name === category)?.description}</p>
      <SubscribeLink feed={categoryFeed(category)} className="category-pages__subscribe" />
    </>
  );
}
