import { PageTitle, useSiteConfig } from '@driveratlas/platform';
import { SafetyCertificateOutlined, WarningOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import Card from '../components/Card';
import { COMMON_ISSUES, GUIDES, GuideCard, SAFETY_TIPS, useScrollToHash } from '../features/driver-guides';

const DESCRIPTION =
  'Step-by-step guides to install printer, graphics card, audio and network drivers on Windows 11 and Windows 10, with fixes for common problems and safety tips.';

export default function DriverGuidesPage() {
  const { productName } = useSiteConfig();
  useScrollToHash();
  return (
    <div className="driver-guides">
      <PageTitle title="Driver Installation Guides" description={DESCRIPTION}>
        <p className="driver-guides__lead">
          How to find, install and check the right driver on Windows 11 and Windows 10. {productName} does not host driver files: each guide points you to the
          manufacturer's official download page.
        </p>
      </PageTitle>

      <nav className="driver-guides__toc" aria-label="Guides on this page">
        <ul>
          {GUIDES.map((guide) => (
            <li key={guide.id}>
              <a href={`#${guide.id}`}>{guide.title}</a>
            </li>
          ))}
          <li>
            <a href="#common-issues">Common Issues</a>
          </li>
          <li>
            <a href="#safety-tips">Safety Tips</a>
          </li>
        </ul>
      </nav>

      <div className="driver-guides__guides">
        {GUIDES.map((guide) => (
          <GuideCard key={guide.id} guide={guide} />
        ))}
      </div>

      <Card
        id="common-issues"
        className="driver-guides__section"
        title={
          <h2 className="driver-guides__card-title">
            <WarningOutlined aria-hidden /> Common Issues
          </h2>
        }
      >
        <dl className="driver-guides__issues">
          {COMMON_ISSUES.map(({ problem, solution }) => (
            <div key={problem}>
              <dt>{problem}</dt>
              <dd>{solution}</dd>
            </div>
          ))}
        </dl>
      </Card>

      <Card
        id="safety-tips"
        className="driver-guides__section"
        title={
          <h2 className="driver-guides__card-title">
            <SafetyCertificateOutlined aria-hidden /> Safety Tips
          </h2>
        }
      >
        <ul className="driver-guides__tips">
          {SAFETY_TIPS.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
        <Alert
          type="info"
          showIcon
          title="When in doubt, Windows Update is a safe source"
          description="Drivers offered through Windows Update come from the manufacturers and are signed by Microsoft. Go to the manufacturer's site when you need a newer version or extra features."
        />
      </Card>
    </div>
  );
}
