import { BulbOutlined } from '@ant-design/icons';
import Card from '../../../components/Card';
import './support.css';

const TIPS = [
  'Create a restore point before installing a new driver, so you can go back if something goes wrong.',
  'Check for driver updates monthly, and after every major Windows update.',
  "Download drivers only from trusted sources: the manufacturer's official website or Windows Update.",
];

export default function ProTips() {
  return (
    <Card
      title={
        <h2 className="support__card-title">
          <BulbOutlined aria-hidden /> Pro Tips
        </h2>
      }
    >
      <ul className="support__tips">
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </Card>
  );
}
