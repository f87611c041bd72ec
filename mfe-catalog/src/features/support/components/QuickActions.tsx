import { CustomerServiceOutlined, DesktopOutlined, MedicineBoxOutlined, ScanOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { SystemDetectionDialog } from '../../system-detection';
import Card from '../../../components/Card';
import LinkButton from '../../../components/LinkButton';
import './support.css';

/** Auto-Detect Hardware opens the detection dialog; Check Your Whole PC goes to /my-pc; Contact Support goes to /contact; System Health Check jumps to its checklist below. */
export default function QuickActions() {
  const [detecting, setDetecting] = useState(false);
  return (
    <Card title={<h2 className="support__card-title">Quick Actions</h2>}>
      <div className="support__actions">
        <Button type="primary" block icon={<ScanOutlined />} className="needs-script" onClick={() => setDetecting(true)}>
          Auto-Detect Hardware
        </Button>
        <LinkButton block icon={<DesktopOutlined />} to="/my-pc">
          Check Your Whole PC
        </LinkButton>
        <LinkButton block icon={<CustomerServiceOutlined />} to="/contact">
          Contact Support
        </LinkButton>
        <Button block icon={<MedicineBoxOutlined />} href="#system-health-check">
          System Health Check
        </Button>
      </div>
      <SystemDetectionDialog open={detecting} onClose={() => setDetecting(false)} />
    </Card>
  );
}
