import { CheckCircleOutlined } from '@ant-design/icons';
import Card from '../../../components/Card';
import './support.css';

const SUPPORTED_SYSTEMS = ['Windows 11 (64-bit)', 'Windows 10 (32/64-bit)', 'Windows 8.1 (32/64-bit)', 'Windows 7 (limited support)'];
const HARDWARE_REQUIREMENTS = [
  'Minimum 2GB RAM (4GB recommended)',
  '500MB free disk space',
  'Internet connection',
  'Administrator privileges',
  'Updated Windows (latest updates installed)',
];

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="support__checklist">
      {items.map((item) => (
        <li key={item}>
          <CheckCircleOutlined aria-hidden className="support__check" /> {item}
        </li>
      ))}
    </ul>
  );
}

/** The supported Windows versions and what a PC needs to install drivers. */
export default function SystemRequirements() {
  return (
    <Card title={<h2 className="support__card-title">System Requirements</h2>}>
      <div className="support__requirements">
        <section aria-labelledby="support-supported-systems">
          <h3 id="support-supported-systems" className="support__subheading">
            Supported Systems
          </h3>
          <CheckList items={SUPPORTED_SYSTEMS} />
        </section>
        <section aria-labelledby="support-hardware-requirements">
          <h3 id="support-hardware-requirements" className="support__subheading">
            Hardware Requirements
          </h3>
          <CheckList items={HARDWARE_REQUIREMENTS} />
        </section>
      </div>
    </Card>
  );
}
