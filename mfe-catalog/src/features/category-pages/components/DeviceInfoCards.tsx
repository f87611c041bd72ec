import type { DevicePage } from '../device-pages';
import './category-pages.css';
import Card from '../../../components/Card';

/** Short facts about the kinds of devices a page covers. */
export default function DeviceInfoCards({ category, cards }: { category: string; cards: DevicePage['infoCards'] }) {
  return (
    <section className="category-pages__section" aria-labelledby="category-pages-info">
      <h2 id="category-pages-info">About {category}</h2>
      <ul className="category-pages__info-grid">
        {cards.map(({ title, text }) => (
          <li key={title}>
            <Card size="small" className="category-pages__info-card">
              <h3>{title}</h3>
              <p>{text}</p>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
