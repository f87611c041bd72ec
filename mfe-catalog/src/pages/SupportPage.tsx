import { PageTitle } from '@driveratlas/platform';
import { useScrollToHash } from '../features/driver-guides/use-scroll-to-hash';
import CommonIssues from '../features/support/CommonIssues';
import InstallationGuide from '../features/support/InstallationGuide';
import ProTips from '../features/support/ProTips';
import QuickActions from '../features/support/QuickActions';
import ServiceStatus from '../features/support/ServiceStatus';
import SystemHealthCheck from '../features/support/SystemHealthCheck';
import SystemRequirements from '../features/support/SystemRequirements';
import '../features/support/support.css';

const DESCRIPTION =
  'Help with Windows drivers: a 4-step installation guide, answers to common driver problems, supported Windows versions, requirements and a system health check.';

export default function SupportPage() {
  useScrollToHash();
  return (
    <div className="support">
      <PageTitle title="Support Center" description={DESCRIPTION}>
        <p className="support__lead">Install drivers safely, fix common problems and find out what your PC needs.</p>
      </PageTitle>
      <div className="support__layout">
        <div className="support__column">
          <InstallationGuide />
          <CommonIssues />
          <SystemRequirements />
          <SystemHealthCheck />
        </div>
        <div className="support__column">
          <QuickActions />
          <ServiceStatus />
          <ProTips />
        </div>
      </div>
    </div>
  );
}
