import { Link } from 'react-router-dom';
import Card from '../../../components/Card';

const LINKS = [
  { to: '/support', label: 'Support Center' },
  { to: '/disclaimer', label: 'Report an Issue' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
];

export default function QuickHelp() {
  return (
    <Card title={<h2 className="contact__card-title">Quick Help</h2>}>
      <ul className="contact__links">
        {LINKS.map(({ to, label }) => (
          <li key={to}>
            <Link to={to}>{label}</Link>
          </li>
        ))}
      </ul>
    </Card>
  );
}
