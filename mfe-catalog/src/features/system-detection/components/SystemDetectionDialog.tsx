import { ExclamationCircleOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { useNotify } from '@driveratlas/platform';
import { Button, Modal, Spin } from 'antd';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { DetectedSystemReport } from './DetectedSystemReport';
import { compatibleDriversPath, driverFilters, isWindows } from '../compatibility';
import type { DetectedSystem } from '../detect-system';
import { useSystemDetection } from '../use-system-detection';
import './system-detection.css';

export interface SystemDetectionDialogProps {
  open: boolean;
  onClose: () => void;
}

function Detecting() {
  return (
    <div className="system-detection__detecting" role="status">
      <Spin size="large" />
      <h3 className="system-detection__heading">Detecting Your System</h3>
      <p>Analyzing your hardware and software configuration...</p>
    </div>
  );
}

function DetectionFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="system-detection__failed">
      <p role="alert">
        <ExclamationCircleOutlined aria-hidden="true" /> Failed to detect system information. Please try again.
      </p>
      <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry}>
        Retry Detection
      </Button>
    </div>
  );
}

/** The system detection dialog of spec 000 section 2, opened by the header's Auto-Detect button and the Support Center. */
export default function SystemDetectionDialog({ open, onClose }: SystemDetectionDialogProps) {
  const { state, detectIfMissing, detect } = useSystemDetection();
  const notify = useNotify();
  const navigate = useNavigate();

  useEffect(() => {
    if (open) detectIfMissing();
  }, [open, detectIfMissing]);

  // The search filtered by what was detected, saying so (the spec's toast promised a search the site does not do).
  const findCompatibleDrivers = (system: DetectedSystem) => {
    const { os, architecture } = driverFilters(system);
    const detected = [os, architecture].filter(Boolean).join(', ');
    notify({
      title: detected ? `Showing drivers for ${detected}` : 'Showing all drivers',
      description: detected
        ? 'Filtered by what your browser reported. Change the filters on the search page.'
        : 'Your browser did not report your Windows version or architecture.',
    });
    onClose();
    navigate(compatibleDriversPath(system));
  };

  const footer =
    state.status === 'detected' ? (
      <div className="system-detection__actions">
        {isWindows(state.system) && (
          <Button type="primary" icon={<SearchOutlined />} onClick={() => findCompatibleDrivers(state.system)}>
            Find Compatible Drivers
          </Button>
        )}
        <Button icon={<ReloadOutlined />} onClick={detect}>
          Re-detect System
        </Button>
        <Button onClick={onClose}>Close</Button>
      </div>
    ) : null;

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={<h2 className="system-detection__title">System Detection</h2>}
      footer={footer}
      width={720}
      className="system-detection"
    >
      {state.status === 'detected' ? (
        <DetectedSystemReport system={state.system} />
      ) : state.status === 'failed' ? (
        <DetectionFailed onRetry={detect} />
      ) : (
        <Detecting />
      )}
    </Modal>
  );
}
