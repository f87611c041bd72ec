import { PageTitle } from '@driveratlas/platform';
import { useScrollToHash } from '../features/driver-guides';
import { CommonIssues, InstallationGuide, ProTips, QuickActions, ServiceStatus, SystemHealthCheck, SystemRequirements } from '../features/support';

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
