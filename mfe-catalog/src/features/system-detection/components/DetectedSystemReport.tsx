import { Collapse } from 'antd';
import { CheckCircleOutlined, CloseCircleOutlined, DesktopOutlined, SafetyCertificateOutlined, StarOutlined, WifiOutlined } from '@ant-design/icons';
import type { CategoryName } from '@driveratlas/catalog';
import { useId, type ReactNode } from 'react';
import type { DetectedSystem } from '../detect-system';

/** Spec 000 section 2: shown only when the detected OS contains Windows. */
const RECOMMENDATIONS: Array<{ category: CategoryName; reason: string; icon: ReactNode }> = [
  { category: 'Graphics Cards', reason: 'Graphics drivers need regular updates for optimal performance', icon: <DesktopOutlined /> },
  { category: 'Network Adapters', reason: 'Network drivers ensure stable internet connectivity', icon: <WifiOutlined /> },
];

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="system-detection__facts">
      {facts.map(([term, value]) => (
        <div key={term} className="system-detection__fact">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Section({ title, icon, children }: { title: string; icon: ReactNode; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className="system-detection__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="system-detection__heading">
        <span aria-hidden="true">{icon}</span> {title}
      </h3>
      {children}
    </section>
  );
}

/** The four result sections of the system detection dialog. */
export function DetectedSystemReport({ system }: { system: DetectedSystem }) {
  const compatibility: Array<[string, string, boolean]> = [
    ['Windows Compatibility', 'Compatible', true],
    ['64-bit Architecture', 'Supported', true],
    ['Internet Connection', system.onlineStatus ? 'Online' : 'Offline', system.onlineStatus],
    ['Browser Support', 'Supported', true],
  ];
  return (
    <div className="system-detection__report">
      <Section title="System Overview" icon={<DesktopOutlined />}>
        <Facts
          facts={[
            ['Operating System', system.os],
            ['Architecture', system.architecture],
            ['Browser', system.browser],
            ['Screen Resolution', system.screenResolution],
            ['Language', system.language],
            ['Timezone', system.timezone],
          ]}
        />
      </Section>

      <Section title="Compatibility Status" icon={<SafetyCertificateOutlined />}>
        <ul className="system-detection__checks">
          {compatibility.map(([check, verdict, good]) => (
            <li key={check} className="system-detection__check">
              <span>{check}</span>
              <span className={good ? 'system-detection__badge' : 'system-detection__badge system-detection__badge--bad'}>
                {good ? <CheckCircleOutlined aria-hidden="true" /> : <CloseCircleOutlined aria-hidden="true" />} {verdict}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      {system.os.includes('Windows') && (
        <Section title="Recommended Driver Categories" icon={<StarOutlined />}>
          <ul className="system-detection__recommendations">
            {RECOMMENDATIONS.map(({ category, reason, icon }) => (
              <li key={category} className="system-detection__recommendation">
                <span className="system-detection__recommendation-icon" aria-hidden="true">
                  {icon}
                </span>
                <div>
                  <h4>{category}</h4>
                  <p>{reason}</p>
                </div>
              </li>
            ))}
          </ul>
        </Section>
      )}

      <Collapse
        className="system-detection__technical"
        items={[
          {
            key: 'technical',
            label: 'Technical Details',
            children: (
              <Facts
                facts={[
                  ['Platform', system.platform],
                  ['User Agent', system.userAgent],
                  ['Color Depth', `${system.colorDepth} bits`],
                  ['Cookies Enabled', yesNo(system.cookiesEnabled)],
                  ['Java Enabled', yesNo(system.javaEnabled)],
                ]}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
