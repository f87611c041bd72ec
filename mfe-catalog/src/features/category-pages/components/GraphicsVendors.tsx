import { ExportOutlined } from '@ant-design/icons';
import { findManufacturer } from '@driveratlas/driver-domain';
import './category-pages.css';
import Card from '../../../components/Card';

const VENDORS = [
  {
    name: 'NVIDIA',
    text: 'GeForce graphics cards and laptop GPUs. NVIDIA publishes Game Ready Drivers, tuned for new games on their release day, and Studio Drivers for creative applications; both install through the NVIDIA App or from its driver download page.',
  },
  {
    name: 'AMD',
    text: 'Radeon graphics cards and the Radeon graphics built into Ryzen processors. Their driver is AMD Software: Adrenalin Edition, which also holds the performance, recording and display settings.',
  },
  {
    name: 'Intel',
    text: 'Arc graphics cards and the Iris Xe and UHD Graphics built into Intel Core processors. Intel publishes one graphics driver for them, and laptop makers may ship their own tested version of it.',
  },
] as const;

/** Facts about the three graphics vendors, each with a link to its official driver page. */
export default function GraphicsVendors() {
  return (
    <section className="category-pages__section" aria-labelledby="category-pages-vendors">
      <h2 id="category-pages-vendors">About the Graphics Vendors</h2>
      <ul className="category-pages__info-grid">
        {VENDORS.map(({ name, text }) => (
          <li key={name}>
            <Card size="small" className="category-pages__info-card">
              <h3>{name}</h3>
              <p>{text}</p>
              <a href={findManufacturer(name)?.supportUrl} target="_blank" rel="noopener noreferrer">
                {name} official drivers <ExportOutlined aria-label="(opens in a new tab)" />
              </a>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
