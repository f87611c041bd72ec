import { useCategories } from '../../home';
import './category-pages.css';

/** A category's description as the operator wrote it (the admin's Categories tab); its lines are held while it loads. */
export default function CategoryAbout({ category }: { category: string }) {
  const { data } = useCategories();
  return <p className="category-pages__intro category-pages__about">{data?.find((c) => c.name === category)?.description}</p>;
}
