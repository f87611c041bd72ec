import { SafetyCertificateOutlined } from '@ant-design/icons';
import { Tag } from 'antd';

/** The brand badge and the Official badge of a model (its driver comes from the brand's own site). */
export function ModelBadges({ brand }: { brand: string }) {
  return (
    <div className="brand-catalogue__badges">
      <Tag color="blue">{brand}</Tag>
      <Tag className="brand-catalogue__official-badge" icon={<SafetyCertificateOutlined />}>
        Official
      </Tag>
    </div>
  );
}
