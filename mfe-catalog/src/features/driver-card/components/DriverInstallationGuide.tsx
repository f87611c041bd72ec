import type { DownloadResponse } from '../../../api/types';

/** The guide the download call answered: steps, troubleshooting tips, a support note and the disclaimer. */
export function DriverInstallationGuide({ guide }: { guide: DownloadResponse }) {
  const { steps, tips, supportNote } = guide.installationGuide;
  return (
    <section className="driver-card-details__section driver-card-details__guide">
      <h3>Installation Guide</h3>
      <h4>Installation Steps</h4>
      <ol className="driver-card-details__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <h4>Troubleshooting Tips</h4>
      <ul className="driver-card-details__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <h4>Support</h4>
      <p className="driver-card-details__support-note">{supportNote}</p>
      <h4>Disclaimer</h4>
      <p className="driver-card-details__disclaimer">{guide.disclaimer}</p>
    </section>
  );
}
