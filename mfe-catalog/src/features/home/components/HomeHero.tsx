import { CheckCircleOutlined, CustomerServiceOutlined, SearchOutlined } from '@ant-design/icons';
import { PageTitle } from '@driveratlas/platform';
import { SearchBox } from '../../search';
import { useCategories } from '../api/categories';
import LinkButton from '../../../components/LinkButton';
import './home.css';

const TITLE = 'Find the Right Drivers for Your Windows PC';
const DESCRIPTION =
  'Free driver information for Windows 11, 10, 8.1 and 7: graphics cards, network adapters, audio devices, printers, USB controllers, input devices and cameras, with links to official manufacturer sources.';

/** The catalogue's own counts; until they arrive, their places are held blank (never a made-up number). */
function useCatalogueCounts() {
  const { data } = useCategories();
  const count = (n: number | undefined) => n?.toLocaleString('en-US') ?? '';
  return {
    drivers: count(data?.reduce((sum, c) => sum + c.driverCount, 0)),
    categories: count(data?.length),
  };
}

/**
 * The Home hero: heading, claims, the driver search box, the two ways on and the trust stats (spec 000, section 2),
 * every count from the catalogue (the spec's fixed "75+", "500+" and "24/7" were not true).
 */
export default function HomeHero() {
  const counts = useCatalogueCounts();
  const claims = [
    <>
      <span className="home-hero__count">{counts.drivers}</span> device drivers
    </>,
    'Free information',
    'Official sources',
  ];
  const stats = [
    { value: counts.drivers, label: 'Drivers Listed' },
    { value: '100%', label: 'Official Sources' },
    { value: 'Free', label: 'Always Free' },
    { value: counts.categories, label: 'Device Categories' },
  ];
  return (
    <div className="home-hero">
      <PageTitle title={TITLE} description={DESCRIPTION}>
        <p className="home-hero__lead">
          Search drivers for your graphics card, network adapter, audio device, printer and more, read how to install them, and get them from the
          manufacturer&apos;s official website.
        </p>
        <ul className="home-hero__claims" aria-label="Why DriverAtlas">
          {claims.map((claim, i) => (
            <li key={i}>
              <CheckCircleOutlined aria-hidden className="home-hero__claim-icon" />
              {claim}
            </li>
          ))}
        </ul>
      </PageTitle>
      <SearchBox />
      <div className="home-hero__actions">
        <LinkButton to="/search" type="primary" size="large" icon={<SearchOutlined />}>
          Browse All Drivers
        </LinkButton>
        <LinkButton to="/support" size="large" icon={<CustomerServiceOutlined />}>
          Installation Help
        </LinkButton>
        <LinkButton to="/my-pc" size="large">
          Check Your Whole PC
        </LinkButton>
      </div>
      <ul className="home-hero__stats" aria-label="Trust stats">
        {stats.map(({ value, label }) => (
          <li key={label} className="home-hero__stat">
            <span className="home-hero__stat-value">{value}</span> <span className="home-hero__stat-label">{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
