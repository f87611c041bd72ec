import { Collapse } from 'antd';
import {
  CheckCircleOutlined,
  CloseCircleOutlined,
  DesktopOutlined,
  ExclamationCircleOutlined,
  QuestionCircleOutlined,
  SafetyCertificateOutlined,
  StarOutlined,
  ToolOutlined,
  WifiOutlined,
} from '@ant-design/icons';
import type { CategoryName } from '@driveratlas/driver-domain';
import { useId, type ReactNode } from 'react';
import type { DetectedSystem } from '../detect-system';
import { compatibilityChecks, isWindows, type Tone } from '../compatibility';
import { GRAPHICS_VENDOR_TOOLS } from '../vendor-tools';

/** Spec 000 section 2: shown only when the detected OS contains Windows. */
const RECOMMENDATIONS: Array<{ category: CategoryName; reason: string; icon: ReactNode }> = [
  { category: 'Graphics Cards', reason: 'Graphics drivers need regular updates for optimal performance', icon: <DesktopOutlined /> },
  { category: 'Network Adapters', reason: 'Network drivers ensure stable internet connectivity', icon: <WifiOutlined /> },
];

const TONE_ICONS: Record<Tone, ReactNode> = {
  good: <CheckCircleOutlined aria-hidden="true" />,
  warning: <ExclamationCircleOutlined aria-hidden="true" />,
  bad: <CloseCircleOutlined aria-hidden="true" />,
  unknown: <QuestionCircleOutlined aria-hidden="true" />,
};

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

/** What a browser cannot tell, and where the visitor finds out which hardware they have. */
function FindingYourHardware({ system }: { system: DetectedSystem }) {
  if (!isWindows(system)) {
    return (
      <Section title="Your Hardware" icon={<ToolOutlined />}>
        <p className="system-detection__text">
          The drivers listed on this site are for Windows PCs. {system.os} gets the drivers for its hardware through its own updates.
        </p>
      </Section>
    );
  }
  return (
    <Section title="Your Hardware" icon={<ToolOutlined />}>
      <p className="system-detection__text">
        A browser cannot see your hardware: it tells a website only your operating system, browser and screen. To find the exact driver for a device:
      </p>
      <ul className="system-detection__steps">
        <li>
          For every device at once, <a href="/my-pc">check your whole PC</a>: paste the list Windows prints of its devices, and see each one&apos;s driver and
          whether a newer one is out.
        </li>
        <li>
          For a graphics card, the maker&apos;s own tool detects the card and installs its driver:{' '}
          {GRAPHICS_VENDOR_TOOLS.map(({ tool, url }, i) => (
            <span key={tool}>
              {i > 0 && (i === GRAPHICS_VENDOR_TOOLS.length - 1 ? ' or ' : ', ')}
              <a href={url} target="_blank" rel="noopener noreferrer">
                {tool}
              </a>
            </span>
          ))}
          .
        </li>
        <li>
          For any device, open Device Manager in Windows, right-click the device, choose Properties, then Details, and pick Hardware Ids: search for the model
          name shown there.
        </li>
      </ul>
    </Section>
  );
}

/** The result sections of the system detection dialog: each claim follows from what the browser told. */
export function DetectedSystemReport({ system }: { system: DetectedSystem }) {
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
          {compatibilityChecks(system).map(({ check, verdict, tone }) => (
            <li key={check} className="system-detection__check">
              <span>{check}</span>
              <span className={`system-detection__badge system-detection__badge--${tone}`}>
                {TONE_ICONS[tone]} {verdict}
              </span>
            </li>
          ))}
        </ul>
      </Section>

      {isWindows(system) && (
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

      <FindingYourHardware system={system} />

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
