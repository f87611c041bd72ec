import { CustomerServiceOutlined, MedicineBoxOutlined, ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler } from 'react-router-dom';
import { SystemDetectionDialog } from '../../system-detection';
import Card from '../../../components/Card';

/** Auto-Detect Hardware opens the detection dialog; Contact Support goes to /contact; System Health Check jumps to its checklist below. */
export default function QuickActions() {
  const [detecting, setDetecting] = useState(false);
  const contactHref = useHref('/contact');
  const goToContact = useLinkClickHandler<HTMLElement>('/contact');
  return (
    <Card title={<h2 className="support__card-title">Quick Actions</h2>}>
      <div className="support__actions">
        <Button type="primary" block icon={<ScanOutlined />} onClick={() => setDetecting(true)}>
          Auto-Detect Hardware
        </Button>
        <Button block icon={<CustomerServiceOutlined />} href={contactHref} onClick={(event: MouseEvent<HTMLElement>) => goToContact(event)}>
          Contact Support
        </Button>
        <Button block icon={<MedicineBoxOutlined />} href="#system-health-check">
          System Health Check
        </Button>
      </div>
      <SystemDetectionDialog open={detecting} onClose={() => setDetecting(false)} />
    </Card>
  );
}
