import type { DownloadResponse } from '../../../api/types';

export interface DriverInstallationGuideProps {
  guide: Pick<DownloadResponse, 'installationGuide' | 'disclaimer'>;
  /** The level of its heading: 3 in the details dialog, 2 on the driver page. */
  headingLevel?: 2 | 3;
}

/** The guide the service answered: steps, troubleshooting tips, a support note and the disclaimer. */
export function DriverInstallationGuide({ guide, headingLevel = 3 }: DriverInstallationGuideProps) {
  const { steps, tips, supportNote } = guide.installationGuide;
  const Heading = `h${headingLevel}` as const;
  const Subheading = `h${headingLevel + 1}` as 'h3' | 'h4';
  return (
    <section className="driver-card-details__section driver-card-details__guide">
      <Heading>Installation Guide</Heading>
      <Subheading>Installation Steps</Subheading>
      <ol className="driver-card-details__steps">
        {steps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <Subheading>Troubleshooting Tips</Subheading>
      <ul className="driver-card-details__tips">
        {tips.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
      <Subheading>Support</Subheading>
      <p className="driver-card-details__support-note">{supportNote}</p>
      <Subheading>Disclaimer</Subheading>
      <p className="driver-card-details__disclaimer">{guide.disclaimer}</p>
    </section>
  );
}
