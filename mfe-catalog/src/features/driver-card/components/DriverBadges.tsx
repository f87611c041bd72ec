import { CheckCircleOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import type { Driver } from '../../../api/types';

export function LatestBadge({ driver }: { driver: Driver }) {
  return driver.isLatest ? (
    <Tag className="driver-card__badge driver-card__badge--latest" icon={<CheckCircleOutlined aria-hidden="true" />}>
      Latest
    </Tag>
  ) : null;
}

export function VerifiedBadge({ driver }: { driver: Driver }) {
  return driver.isVerified ? (
    <Tag className="driver-card__badge driver-card__badge--verified" icon={<SafetyCertificateOutlined aria-hidden="true" />}>
      Verified
    </Tag>
  ) : null;
}
