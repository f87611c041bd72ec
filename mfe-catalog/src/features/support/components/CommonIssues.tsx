import { useId } from 'react';
import Card from '../../../components/Card';
import './support.css';

const ISSUES = [
  {
    key: 'installation-fails',
    label: 'Driver installation fails',
    answer:
      'Check that the driver matches your exact model, your Windows version and whether Windows is 64-bit or 32-bit (Settings > System > About). Install pending Windows updates and restart, then right-click the installer and choose Run as administrator. If an older version is installed, uninstall it first in Device Manager (right-click the device > Uninstall device), restart and install again.',
  },
  {
    key: 'device-not-recognized',
    label: 'Device not recognized',
    answer:
      "Make sure the device is switched on and try another cable or port (for USB, a port on the PC itself rather than a hub). In Device Manager, choose Action > Scan for hardware changes. A device listed under Other devices or with a yellow warning sign needs its driver: install it from the manufacturer's official site.",
  },
  {
    key: 'unstable-after-update',
    label: 'System unstable after a driver update',
    answer:
      "Roll back the driver: in Device Manager, open the device's Properties > Driver tab and choose Roll Back Driver. If Windows no longer starts normally, start it in Safe Mode or use System Restore to return to a restore point made before the update, then wait for a newer version from the manufacturer.",
  },
  {
    key: 'check-up-to-date',
    label: 'How do I check if my drivers are up to date?',
    answer:
      "Open Windows Update and look for driver updates under optional updates (Windows 11: Settings > Windows Update > Advanced options > Optional updates). A device's Properties > Driver tab in Device Manager shows its driver version and date: compare them with the latest version on the manufacturer's support page.",
  },
];

/**
 * Common Issues: one answer open at a time, as native disclosures of one group (`<details name>`), which open before
 * any script has run and close the other answers by themselves.
 */
export default function CommonIssues() {
  const group = useId();
  return (
    <Card title={<h2 className="support__card-title">Common Issues</h2>}>
      <div className="support__issues">
        {ISSUES.map(({ key, label, answer }) => (
          <details key={key} name={group} className="support__issue">
            <summary className="support__issue-button">
              <h3 className="support__issue-heading">{label}</h3>
            </summary>
            <p className="support__answer">{answer}</p>
          </details>
        ))}
      </div>
    </Card>
  );
}
