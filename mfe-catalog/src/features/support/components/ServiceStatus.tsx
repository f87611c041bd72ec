import { CheckCircleOutlined, CloseCircleOutlined, LoadingOutlined } from '@ant-design/icons';
import useSWR from 'swr';
import Card from '../../../components/Card';
import './support.css';

/**
 * The Support Center's service status: the catalogue's state as the service's health check answers it now
 * (spec 000 shows three fixed "Online" lines, one of them for download servers the site does not have).
 */
export default function ServiceStatus() {
  const { data, error, isLoading } = useSWR<{ status: string }>('/api/health', { revalidateOnMount: true });
  const online = !error && data?.status === 'ok';
  const catalogue = isLoading ? 'Checking...' : online ? 'Online' : 'Unavailable: please try again in a few minutes';
  const icon = isLoading ? <LoadingOutlined aria-hidden /> : online ? <CheckCircleOutlined aria-hidden /> : <CloseCircleOutlined aria-hidden />;
  return (
    <Card title={<h2 className="support__card-title">Service Status</h2>}>
      <ul className="support__status">
        <li>
          <span>Driver Catalogue</span>{' '}
          <span className={online || isLoading ? 'support__status-value' : 'support__status-value support__status-value--down'} role="status">
            {icon} {catalogue}
          </span>
        </li>
        <li>
          <span>Driver Downloads</span> <span className="support__status-note">On each manufacturer&apos;s own site</span>
        </li>
        <li>
          <span>Support E-mail</span> <span className="support__status-note">Answered within 24-48 hours</span>
        </li>
      </ul>
    </Card>
  );
}
