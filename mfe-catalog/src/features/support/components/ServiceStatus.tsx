import { CheckCircleOutlined } from '@ant-design/icons';
import Card from '../../../components/Card';

const SERVICES = [
  { name: 'Download Servers', status: 'Online' },
  { name: 'Driver Database', status: 'Updated' },
  { name: 'Support System', status: 'Available' },
];

/** The Support Center's static service status (spec 000, section 2). */
export default function ServiceStatus() {
  return (
    <Card title={<h2 className="support__card-title">Service Status</h2>}>
      <ul className="support__status">
        {SERVICES.map(({ name, status }) => (
          <li key={name}>
            <span>{name}</span>{' '}
            <span className="support__status-value">
              <CheckCircleOutlined aria-hidden /> {status}
            </span>
          </li>
        ))}
      </ul>
    </Card>
  );
}
