import Card from '../../../components/Card';
import '../../../components/step-list.css';
import './support.css';

const STEPS = [
  { title: 'Download the Driver', detail: "Get the driver for your exact model and Windows version from the manufacturer's official website." },
  { title: 'Run as Administrator', detail: 'Right-click the downloaded file and choose Run as administrator, so the installer may make system changes.' },
  { title: 'Follow the Setup Wizard', detail: 'Accept the license, keep the recommended options and wait until the installer says it has finished.' },
  { title: 'Restart Your Computer', detail: 'Restart so that Windows loads the new driver, then check that the device works.' },
];

/** The 4-step installation guide of the Support Center. */
export default function InstallationGuide() {
  return (
    <Card title={<h2 className="support__card-title">Installation Guide</h2>}>
      <ol className="support__steps">
        {STEPS.map((step, index) => (
          <li key={step.title} className="support__step">
            <span className="support__step-number" aria-hidden>
              {index + 1}
            </span>
            <div>
              <h3 className="support__step-title">{step.title}</h3>
              <p>{step.detail}</p>
            </div>
          </li>
        ))}
      </ol>
    </Card>
  );
}
