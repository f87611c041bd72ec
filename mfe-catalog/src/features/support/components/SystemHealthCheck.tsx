import Card from '../../../components/Card';
import './support.css';

const CHECKS = [
  { title: 'Windows is up to date', detail: 'Settings > Windows Update > Check for updates, and install what it finds.' },
  { title: 'No warnings in Device Manager', detail: 'No device shows a yellow warning sign or sits under Other devices.' },
  { title: 'Enough free disk space', detail: 'At least 500MB free on the system drive (Settings > System > Storage).' },
  { title: 'A recent restore point', detail: 'Search Start for Create a restore point: protection is on for the system drive and you can create one now.' },
  { title: 'Windows Security is happy', detail: 'Open Windows Security from the Start menu: no section asks for action.' },
];

/** A checklist to run before installing or updating a driver (the Quick Actions' System Health Check). */
export default function SystemHealthCheck() {
  return (
    <Card id="system-health-check" className="support__health-check" title={<h2 className="support__card-title">System Health Check</h2>}>
      <p>Five quick checks before you install or update a driver:</p>
      <ol className="support__health-list">
        {CHECKS.map((check) => (
          <li key={check.title}>
            <strong>{check.title}:</strong> {check.detail}
          </li>
        ))}
      </ol>
    </Card>
  );
}
