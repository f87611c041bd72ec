import { Link } from 'react-router-dom';
import './home.css';

/** Spec 000, section 2: the HP tile goes to /hp-printers; the others search for the brand. */
const BRANDS: Array<{ name: string; text: string; to?: string }> = [
  { name: 'NVIDIA', text: 'GeForce graphics' },
  { name: 'AMD', text: 'Radeon graphics and chipsets' },
  { name: 'Intel', text: 'Graphics, Wi-Fi and chipsets' },
  { name: 'Realtek', text: 'Audio and network' },
  { name: 'HP', text: 'Printers and scanners', to: '/hp-printers' },
];

/** Tiles of the most searched manufacturers. */
export default function PopularBrands() {
  return (
    <section className="home__section" aria-labelledby="home-popular-brands">
      <h2 id="home-popular-brands">Popular Brands</h2>
      <ul className="card-grid home__brand-grid">
        {BRANDS.map(({ name, text, to }) => (
          <li key={name} className="home-brand-tile">
            <h3 className="home-brand-tile__name">
              <Link to={to ?? `/search?q=${encodeURIComponent(name)}`} className="stretched-link">
                {name}
              </Link>
            </h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
